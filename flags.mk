# SPDX-License-Identifier: MIT
# The compile flags of libcrib, in one place for its builds: the Makefile includes this
# file, and CMakeLists.txt and the Python build backend (bindings/python/backend) read its
# `CRIB_NAME = value` lines. The Makefile stays the main build (it also drives the wasm,
# npm, pip, fuzz, lint and ABI targets, which CMake does not), so the builds share this
# file rather than one build calling another. Keep to that form, one plain assignment a
# line with no make functions or references, so that CMake and Python read it as make does.
#
# They are gcc's and clang's spellings: CMake gives them to those compilers (and
# AppleClang), and leaves other compilers (MSVC) their own defaults.

# The C standard of every file: C99 with no extensions.
CRIB_STD = -std=c99
# The warnings the code is kept free of (make WERROR=1, cmake -DCRIB_WERROR=ON: errors).
CRIB_WARNINGS = -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Wstrict-prototypes
# The library's own objects: only what include/crib.h marks CRIB_API is exported.
CRIB_LIB_CFLAGS = -fvisibility=hidden
