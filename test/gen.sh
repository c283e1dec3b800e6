#!/bin/sh
# SPDX-License-Identifier: MIT
# The generated tables must be exactly what their generator writes: src/fast_tables.h from
# tools/gen_tables.c (built by make as build/tools/gen_tables; `make gen` rewrites it).
gen=${1:-build/tools/gen_tables}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
if "$gen" >"$tmp" 2>&1 && diff -u src/fast_tables.h "$tmp" >"$tmp.diff"; then
    echo "ok 1 - src/fast_tables.h is what tools/gen_tables.c writes"
    rm -f "$tmp.diff"
    echo "1 passed, 0 failed"
else
    echo "not ok 1 - src/fast_tables.h differs from what $gen writes (run make gen)"
    [ -f "$tmp.diff" ] && sed 's/^/#   /' "$tmp.diff" | head -40
    rm -f "$tmp.diff"
    echo "0 passed, 1 failed"
    exit 1
fi
