#!/bin/sh
# SPDX-License-Identifier: MIT
# The layout of the C sources: every file that git tracks and no generator writes is as
# clang-format (with .clang-format) would write it. Versions of clang-format lay out some
# code differently, so the check runs with the one the project is written with (Debian's
# clang-format 14); with another, or none, it says so and skips. `make format` rewrites
# the files.
cd "$(dirname "$0")/.." || exit 1
want=14
. test/tap.sh
command -v clang-format >/dev/null 2>&1 ||
    skip_all "clang-format not found (Debian: apt-get install clang-format)"
have=$(clang-format --version | sed -n 's/.*version \([0-9][0-9]*\)\..*/\1/p')
[ "$have" = "$want" ] ||
    skip_all "clang-format $have lays out code unlike $want, which the sources follow"
for f in $(sh test/format_files.sh); do
    if clang-format "$f" | cmp -s "$f" -; then
        result 0 "$f is laid out as clang-format writes it"
    else
        clang-format "$f" | diff "$f" - | head -n 8 >"$tmp/out"
        result 1 "$f is laid out as clang-format writes it (make format rewrites it)"
    fi
done
tap_end
