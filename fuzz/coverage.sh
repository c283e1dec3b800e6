#!/bin/sh
# SPDX-License-Identifier: MIT
# Every exported function (src/exports.txt) must be called by a libFuzzer target. Each
# fuzz/fuzz_*.c is compiled on its own, without libFuzzer and without the library, so
# that the functions it calls are the undefined symbols of its object file: a name that
# only a comment or a string mentions does not count. Prints one TAP line per function,
# with the targets that call it, and the closing line.
# Usage: fuzz/coverage.sh   (CC names the compiler; any C99 compiler does, cc by default)
cc=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/calls"
for src in fuzz/fuzz_*.c; do
    name=${src##*/}
    name=${name%.c}
    if ! $cc -std=c99 -O0 -Iinclude -Itest -c -o "$tmp/$name.o" "$src" 2>"$tmp/err"; then
        echo "not ok 1 - $src compiles with $cc"
        sed 's/^/#   /' "$tmp/err"
        echo "1..1"
        echo "0 passed, 1 failed"
        exit 1
    fi
    nm -u "$tmp/$name.o" | awk -v t="$name" '$NF ~ /^crib_/ { print $NF, t }' >>"$tmp/calls"
done
n=0
failed=0
while read -r f; do
    n=$((n + 1))
    by=$(awk -v f="$f" '$1 == f { print $2 }' "$tmp/calls" | sort -u | tr '\n' ' ')
    if [ -n "$by" ]; then
        echo "ok $n - $f is called by ${by% }"
    else
        echo "not ok $n - $f is called by no fuzz target (fuzz/fuzz_*.c)"
        failed=$((failed + 1))
    fi
done <src/exports.txt
echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
