#!/bin/sh
# SPDX-License-Identifier: MIT
# The layout of the C sources: every file that git tracks and no generator writes is as
# clang-format (with .clang-format) would write it. Versions of clang-format lay out some
# code differently, so the check runs with the one the project is written with (Debian's
# clang-format 14); with another, or none, it says so and skips. `make format` rewrites
# the files.
cd "$(dirname "$0")/.." || exit 1
want=14
if ! command -v clang-format >/dev/null 2>&1; then
    echo "# skip: clang-format not found (Debian: apt-get install clang-format)"
    echo "0 passed, 0 failed"
    exit 0
fi
have=$(clang-format --version | sed -n 's/.*version \([0-9][0-9]*\)\..*/\1/p')
if [ "$have" != "$want" ]; then
    echo "# skip: clang-format $have lays out code unlike $want, which the sources follow"
    echo "0 passed, 0 failed"
    exit 0
fi
passed=0
failed=0
n=0
for f in $(sh test/format_files.sh); do
    n=$((n + 1))
    if clang-format "$f" | cmp -s "$f" -; then
        passed=$((passed + 1))
        echo "ok $n - $f is laid out as clang-format writes it"
    else
        failed=$((failed + 1))
        echo "not ok $n - $f is laid out as clang-format writes it (make format rewrites it)"
        clang-format "$f" | diff "$f" - | head -n 8 | sed 's/^/#   /'
    fi
done
echo "1..$n"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
