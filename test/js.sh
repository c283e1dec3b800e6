#!/bin/sh
# SPDX-License-Identifier: MIT
# The JavaScript binding's tests: builds build/wasm/libcrib.wasm (`make wasm`) and runs
# bindings/js/test.mjs under node, which prints their TAP and closing line. Skips, passing,
# where node, clang or wasm-ld is missing (CI installs them, so there they always run).
root="$(dirname "$0")/.."
. "$root/test/tap.sh"
missing=""
for tool in node "${WASM_CC:-clang}" wasm-ld; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
[ -z "$missing" ] || skip_all "not found:$missing; the JavaScript binding is not tested"
if ! ${MAKE:-make} -s -C "$root" wasm >"$tmp/out" 2>&1; then
    result 1 "make wasm"
    tap_end
    exit
fi
node "$root/bindings/js/test.mjs"
