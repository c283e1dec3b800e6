#!/bin/sh
# SPDX-License-Identifier: MIT
# crib.h from C++: test/test_cxx.cpp built by CXX (default g++) as C++11 with every warning
# an error, against the static library and against the shared one, and run. Skips when
# there is no C++ compiler. Run from the repo root after make.
set -u
cxx=${CXX:-g++}
. test/tap.sh
command -v "$cxx" >/dev/null 2>&1 ||
    skip_all "no C++ compiler ($cxx): crib.h from C++11 is not tested"
flags="-std=c++11 -Wall -Wextra -Werror -pedantic -Iinclude -Itest"
succeeds "$cxx -std=c++11 -pedantic -Werror: test/test_cxx.cpp against lib/libcrib.a" \
    $cxx $flags -o "$tmp/static" test/test_cxx.cpp lib/libcrib.a -lm
succeeds "and every check of it passes" "$tmp/static"
succeeds "$cxx -std=c++11 -pedantic -Werror: test/test_cxx.cpp against lib/libcrib.so" \
    $cxx $flags -o "$tmp/shared" test/test_cxx.cpp -Llib -lcrib -Wl,-rpath,"$(pwd)/lib"
succeeds "and every check of it passes" "$tmp/shared"
tap_end
