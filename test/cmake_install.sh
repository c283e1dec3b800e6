#!/bin/sh
# SPDX-License-Identifier: MIT
# The CMake build's install (ctest runs this; make check has test/install.sh): cmake
# --install into a temporary prefix, which is then moved elsewhere; there find_package
# (cribbage) builds a program against cribbage::crib and cribbage::crib_static, pkg-config
# one against cribbage.pc, and the installed crib finds its library beside itself.
# Usage: sh test/cmake_install.sh CMAKE BUILD_DIR CC   (from the repo root)
set -u
cmake=$1
build=$2
cc=$3
. test/tap.sh

succeeds "cmake --install into a temporary prefix" \
    "$cmake" --install "$build" --prefix "$tmp/first"
mv "$tmp/first" "$tmp/moved"
prefix="$tmp/moved"
mkdir -p "$tmp/app"
cat >"$tmp/app/hello.c" <<'C'
#include <crib.h>
#include <stdio.h>
int main(void)
{
    crib_card hand[4];
    crib_card starter;
    crib_score s;
    if (crib_hand_parse("5h 5d 5c Js", hand, 4) != 4 || crib_card_parse("5s", &starter) != 0)
        return 1;
    if (crib_hand_score(hand, 4, starter, 0, &s) != 29 || crib_version_number() != CRIB_VERSION_NUMBER)
        return 1;
    printf("%d\n", s.total);
    return 0;
}
C
cat >"$tmp/app/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(hello C)
find_package(cribbage 1.0 REQUIRED)
add_executable(hello hello.c)
target_link_libraries(hello PRIVATE cribbage::crib)
add_executable(hello_static hello.c)
target_link_libraries(hello_static PRIVATE cribbage::crib_static)
CMAKE
succeeds "the installed tree, moved: find_package(cribbage 1.0) configures against it" \
    "$cmake" -S "$tmp/app" -B "$tmp/app-build" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER="$cc"
succeeds "a program links cribbage::crib and one cribbage::crib_static" \
    "$cmake" --build "$tmp/app-build"
succeeds "both score 29" \
    sh -c "[ \"\$('$tmp/app-build/hello')\" = 29 ] && [ \"\$('$tmp/app-build/hello_static')\" = 29 ]"
succeeds "no path of the prefix it was installed to is in the build" \
    sh -c "! grep -rqF '$tmp/first' '$tmp/app-build'"
if command -v pkg-config >/dev/null 2>&1; then
    succeeds "pkg-config: cribbage.pc, moved with the tree, builds a program that scores 29" \
        sh -c "PKG_CONFIG_PATH='$prefix/lib/pkgconfig' &&
               export PKG_CONFIG_PATH &&
               $cc \$(pkg-config --cflags cribbage) -o '$tmp/hello-pc' '$tmp/app/hello.c' \
                   \$(pkg-config --libs cribbage) -Wl,-rpath,'$prefix/lib' &&
               [ \"\$('$tmp/hello-pc')\" = 29 ]"
else
    skip "pkg-config: cribbage.pc" "no pkg-config"
fi
succeeds "the installed crib finds its library beside itself and scores the 29 hand" \
    sh -c "env -u LD_LIBRARY_PATH '$prefix/bin/crib' score 5h 5d 5c Js 5s | grep -q '^total 29\$'"
succeeds "the headers, the man pages and both libraries are installed" \
    sh -c "[ -f '$prefix/include/crib.h' ] && [ -f '$prefix/share/man/man1/crib.1' ] &&
           [ -f '$prefix/share/man/man3/crib_hand_score.3' ] &&
           [ -f '$prefix/lib/libcrib.a' ] && ls '$prefix/lib/' | grep -q '^libcrib\\.\\(so\\|dylib\\)'"
tap_end
