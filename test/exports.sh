#!/bin/sh
# SPDX-License-Identifier: MIT
# The shared library must export exactly the symbols listed in src/exports.txt, each with
# the symbol version CRIB_<ABI major> (the version script the Makefile writes from that
# list): one added or removed by accident, or one without its version, fails here.
lib=${1:-lib/libcrib.so}
major=$(sed -n 's/^#define CRIB_VERSION_MAJOR \([0-9]*\)$/\1/p' include/crib.h)
. test/tap.sh
if ! nm -D --defined-only "$lib" >"$tmp/nm" 2>"$tmp/out"; then
    result 1 "nm -D reads $lib"
    tap_end
    exit
fi
awk '$2 ~ /^[TDRB]$/ { print $3 }' "$tmp/nm" | sort >"$tmp/exported"
sed 's/@.*//' "$tmp/exported" >"$tmp/bare"
sort src/exports.txt | diff -u - "$tmp/bare" >"$tmp/out"
result $? "$lib exports exactly the $(wc -l <"$tmp/bare") symbols of src/exports.txt"
grep -v "@@CRIB_$major\$" "$tmp/exported" >"$tmp/out"
[ ! -s "$tmp/out" ]
result $? "every exported symbol has the version CRIB_$major"
tap_end
