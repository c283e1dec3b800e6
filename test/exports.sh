#!/bin/sh
# SPDX-License-Identifier: MIT
# The shared library must export exactly the symbols listed in src/exports.txt, each with
# the symbol version CRIB_<ABI major> (the version script the Makefile writes from that
# list): one added or removed by accident, or one without its version, fails here.
lib=${1:-lib/libcrib.so}
major=$(sed -n 's/^#define CRIB_VERSION_MAJOR \([0-9]*\)$/\1/p' include/crib.h)
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.nm" "$tmp.diff" "$tmp.bare"' EXIT
n=0
failed=0
result() { # result OK NAME: one TAP line
    n=$((n + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $n - $2"
    else
        echo "not ok $n - $2"
        [ -s "$tmp.diff" ] && sed 's/^/#   /' "$tmp.diff"
        failed=$((failed + 1))
    fi
    : >"$tmp.diff"
}
if ! nm -D --defined-only "$lib" >"$tmp.nm" 2>"$tmp.diff"; then
    result 1 "nm -D reads $lib"
    echo "0 passed, 1 failed"
    exit 1
fi
awk '$2 ~ /^[TDRB]$/ { print $3 }' "$tmp.nm" | sort >"$tmp"
sed 's/@.*//' "$tmp" >"$tmp.bare"
sort src/exports.txt | diff -u - "$tmp.bare" >"$tmp.diff"
result $? "$lib exports exactly the $(wc -l <"$tmp.bare") symbols of src/exports.txt"
grep -v "@@CRIB_$major\$" "$tmp" >"$tmp.diff"
[ ! -s "$tmp.diff" ]
result $? "every exported symbol has the version CRIB_$major"
echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
