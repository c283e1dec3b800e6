#!/bin/sh
# SPDX-License-Identifier: MIT
# crib.h from C++: test/test_cxx.cpp built by CXX (default g++) as C++11 with every warning
# an error, against the static library and against the shared one, and run. Skips when
# there is no C++ compiler. Run from the repo root after make.
set -u
cxx=${CXX:-g++}
n=0
failed=0
if ! command -v "$cxx" >/dev/null 2>&1; then
    echo "ok 1 - crib.h from C++11 # SKIP no C++ compiler ($cxx)"
    echo "1..1"
    echo "1 passed, 0 failed"
    exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
flags="-std=c++11 -Wall -Wextra -Werror -pedantic -Iinclude -Itest"
check() { # check NAME COMMAND...: one TAP line for a command's success
    name=$1
    shift
    n=$((n + 1))
    if "$@" >"$dir/log" 2>&1; then
        echo "ok $n - $name"
    else
        echo "not ok $n - $name"
        sed 's/^/#   /' "$dir/log"
        failed=$((failed + 1))
    fi
}
check "$cxx -std=c++11 -pedantic -Werror: test/test_cxx.cpp against lib/libcrib.a" \
    $cxx $flags -o "$dir/static" test/test_cxx.cpp lib/libcrib.a -lm
check "and every check of it passes" "$dir/static"
check "$cxx -std=c++11 -pedantic -Werror: test/test_cxx.cpp against lib/libcrib.so" \
    $cxx $flags -o "$dir/shared" test/test_cxx.cpp -Llib -lcrib -Wl,-rpath,"$(pwd)/lib"
check "and every check of it passes" "$dir/shared"
echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
