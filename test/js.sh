#!/bin/sh
# SPDX-License-Identifier: MIT
# The JavaScript binding's tests: builds build/wasm/libcrib.wasm (`make wasm`) and runs
# bindings/js/test.mjs under node. Skips, passing, where node, clang or wasm-ld is missing
# (CI installs them, so there they always run).
missing=""
for tool in node "${WASM_CC:-clang}" wasm-ld; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    echo "# skip: not found:$missing; the JavaScript binding is not tested"
    echo "0 passed, 0 failed"
    exit 0
fi
root="$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! ${MAKE:-make} -s -C "$root" wasm >"$log" 2>&1; then
    echo "not ok 1 - make wasm"
    sed 's/^/#   /' "$log"
    echo "0 passed, 1 failed"
    exit 1
fi
node "$root/bindings/js/test.mjs"
