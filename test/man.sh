#!/bin/sh
# SPDX-License-Identifier: MIT
# The man pages keep up with the code: every symbol of src/exports.txt has a line in
# libcrib(3)'s synopsis and a paragraph that names it, and every command of the crib
# program has its section in crib(1). A new function or command without its page fails.
n=0
failed=0
result() { # result OK NAME
    n=$((n + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $n - $2"
    else
        echo "not ok $n - $2"
        failed=$((failed + 1))
    fi
}

missing=""
for f in $(cat src/exports.txt); do
    synopsis=$(sed -n '/^\.SH SYNOPSIS/,/^\.SH DESCRIPTION/p' man/libcrib.3 | grep -c "[ *]$f(")
    described=$(sed -n '/^\.SH DESCRIPTION/,$p' man/libcrib.3 | grep -c "^\.BR $f ()")
    [ "$synopsis" -gt 0 ] && [ "$described" -gt 0 ] || missing="$missing $f"
done
result "$([ -z "$missing" ]; echo $?)" "man/libcrib.3 shows and describes every exported function"
[ -n "$missing" ] && echo "#   missing:$missing"

commands=$(sed -n 's/^    {"\([a-z-]*\)", cmd_.*/\1/p' cli/crib.c)
missing=""
for c in $commands; do
    grep -q "^\.B crib $c" man/crib.1 || missing="$missing $c"
done
result "$([ -n "$commands" ] && [ -z "$missing" ]; echo $?)" \
    "man/crib.1 has a synopsis line for every crib command ($(echo $commands))"
[ -n "$missing" ] && echo "#   missing:$missing"

echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
