#!/bin/sh
# SPDX-License-Identifier: MIT
# The C sources whose layout clang-format keeps: every .c, .h and .cpp (the C++ test) that
# git tracks, less what a generator writes (src/gen/, bench/peg_search_table.h) and the
# WebAssembly shim's stand-in libc headers.
cd "$(dirname "$0")/.." || exit 1
git ls-files '*.c' '*.h' '*.cpp' | grep -v -e '^src/gen/' -e '^bench/peg_search_table.h$' -e '^bindings/js/include/'
