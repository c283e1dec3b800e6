#!/bin/sh
# SPDX-License-Identifier: MIT
# Every exported function (src/exports.txt) must be called by a libFuzzer target. Each
# fuzz/fuzz_*.c is compiled on its own, without libFuzzer and without the library, so
# that the functions it calls are the undefined symbols of its object file: a name that
# only a comment or a string mentions does not count. Prints one TAP line per function,
# with the targets that call it, and the closing line.
# Usage: fuzz/coverage.sh   (CC names the compiler; any C99 compiler does, cc by default)
cc=${CC:-cc}
. test/tap.sh
: >"$tmp/calls"
for src in fuzz/fuzz_*.c; do
    name=${src##*/}
    name=${name%.c}
    if ! $cc -std=c99 -O0 -Iinclude -Itest -c -o "$tmp/$name.o" "$src" >"$tmp/out" 2>&1; then
        result 1 "$src compiles with $cc"
        tap_end
        exit
    fi
    nm -u "$tmp/$name.o" | awk -v t="$name" '$NF ~ /^crib_/ { print $NF, t }' >>"$tmp/calls"
done
rm -f "$tmp/out"
while read -r f; do
    by=$(awk -v f="$f" '$1 == f { print $2 }' "$tmp/calls" | sort -u | tr '\n' ' ')
    if [ -n "$by" ]; then
        result 0 "$f is called by ${by% }"
    else
        result 1 "$f is called by no fuzz target (fuzz/fuzz_*.c)"
    fi
done <src/exports.txt
tap_end
