#!/bin/sh
# SPDX-License-Identifier: MIT
# The shared library must export exactly the symbols listed in src/exports.txt: one added
# or removed by accident fails here.
lib=${1:-lib/libcrib.so}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
if ! nm -D --defined-only "$lib" >"$tmp.nm" 2>&1; then
    echo "not ok 1 - nm -D reads $lib"
    sed 's/^/#   /' "$tmp.nm"
    rm -f "$tmp.nm"
    echo "0 passed, 1 failed"
    exit 1
fi
awk '$2 ~ /^[TDRB]$/ { print $3 }' "$tmp.nm" | sort >"$tmp"
rm -f "$tmp.nm"
if sort src/exports.txt | diff -u - "$tmp" >"$tmp.diff"; then
    echo "ok 1 - $lib exports exactly the $(wc -l <"$tmp") symbols of src/exports.txt"
    rm -f "$tmp.diff"
    echo "1 passed, 0 failed"
else
    echo "not ok 1 - $lib exports differ from src/exports.txt (- listed only, + exported only)"
    sed 's/^/#   /' "$tmp.diff"
    rm -f "$tmp.diff"
    echo "0 passed, 1 failed"
    exit 1
fi
