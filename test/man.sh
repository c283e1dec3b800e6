#!/bin/sh
# SPDX-License-Identifier: MIT
# The man pages keep up with the code. The library's pages, man/libcrib.3 and man/man3/*.3,
# are written from the doc comments of include/crib.h by tools/gen_man.c (built by make as
# build/tools/gen_man; `make man` rewrites them): they must be exactly what it writes, and
# every function of src/exports.txt must have a page of its own whose NAME line names it,
# which is the line whatis(1) prints. groff, and mandoc where it is installed, must find
# nothing to warn about in any page. crib(1) is written by hand: every command of the crib
# program must have its synopsis line there.
gen=${1:-build/tools/gen_man}
. test/tap.sh

mkdir -p "$tmp/man/man3"
"$gen" include/crib.h man/examples.roff "$tmp/man" >"$tmp/log" 2>&1
written=$?
diff -u man/libcrib.3 "$tmp/man/libcrib.3" >"$tmp/diff" 2>&1
same=$?
diff -ru man/man3 "$tmp/man/man3" >>"$tmp/diff" 2>&1 || same=1
if [ "$written" -eq 0 ] && [ "$same" -eq 0 ]; then
    result 0 "man/libcrib.3 and man/man3 are what tools/gen_man.c writes from include/crib.h"
else
    result 1 "man/libcrib.3 and man/man3 differ from what $gen writes (run make man)"
    cat "$tmp/log" "$tmp/diff" | sed 's/^/#   /' | head -60
fi

missing=""
for f in $(cat src/exports.txt); do
    sed -n '/^\.SH NAME/,/^\.SH/p' "man/man3/$f.3" 2>/dev/null | grep -q "^$f \\\\- " ||
        missing="$missing $f"
done
result "$([ -z "$missing" ]; echo $?)" \
    "every exported function has a page of its own, man/man3/FUNCTION.3, whose NAME line names it"
[ -n "$missing" ] && echo "#   missing:$missing"

extra=""
for page in man/man3/*.3; do
    grep -qx "$(basename "$page" .3)" src/exports.txt || extra="$extra $page"
done
result "$([ -z "$extra" ]; echo $?)" "every page in man/man3 is an exported function's"
[ -n "$extra" ] && echo "#   not exported:$extra"

missing=""
for f in $(cat src/exports.txt); do
    grep -qx "\\.BR $f (3)" man/libcrib.3 || missing="$missing $f"
done
result "$([ -z "$missing" ]; echo $?)" "man/libcrib.3 lists every exported function"
[ -n "$missing" ] && echo "#   missing:$missing"

pages="man/crib.1 man/libcrib.3 man/man3/*.3"
if command -v groff >/dev/null 2>&1; then
    groff -man -Tutf8 -ww -z $pages >"$tmp/groff" 2>&1
    result "$([ ! -s "$tmp/groff" ]; echo $?)" "groff -man -ww finds nothing to warn about in any page"
    sed 's/^/#   /' "$tmp/groff" | head -20
else
    skip "groff -man -ww finds nothing to warn about in any page (no groff)"
fi
if command -v mandoc >/dev/null 2>&1; then
    mandoc -Tlint -Wwarning $pages >"$tmp/mandoc" 2>&1
    result "$([ ! -s "$tmp/mandoc" ]; echo $?)" "mandoc -Tlint finds nothing to warn about in any page"
    sed 's/^/#   /' "$tmp/mandoc" | head -20
else
    skip "mandoc -Tlint finds nothing to warn about in any page (no mandoc)"
fi

commands=$(sed -n 's/^    {"\([a-z-]*\)", cmd_.*/\1/p' cli/crib.c)
missing=""
sed -n '/^\.SH SYNOPSIS/,/^\.SH /p' man/crib.1 >"$tmp/synopsis"
for c in $commands; do
    grep -q "^\.SY \"crib $c\"$" "$tmp/synopsis" || missing="$missing $c"
done
result "$([ -n "$commands" ] && [ -z "$missing" ]; echo $?)" \
    "man/crib.1 has a synopsis line for every crib command ($(echo $commands))"
[ -n "$missing" ] && echo "#   missing:$missing"

tap_end
