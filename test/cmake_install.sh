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
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
n=0
failed=0
check() { # check NAME COMMAND...: one TAP line for a command's success
    name=$1
    shift
    n=$((n + 1))
    if "$@" >"$root/log" 2>&1; then
        echo "ok $n - $name"
    else
        echo "not ok $n - $name"
        sed 's/^/#   /' "$root/log"
        failed=$((failed + 1))
    fi
}

check "cmake --install into a temporary prefix" "$cmake" --install "$build" --prefix "$root/first"
mv "$root/first" "$root/moved"
prefix="$root/moved"
mkdir -p "$root/app"
cat >"$root/app/hello.c" <<'C'
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
cat >"$root/app/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(hello C)
find_package(cribbage 1.0 REQUIRED)
add_executable(hello hello.c)
target_link_libraries(hello PRIVATE cribbage::crib)
add_executable(hello_static hello.c)
target_link_libraries(hello_static PRIVATE cribbage::crib_static)
CMAKE
check "the installed tree, moved: find_package(cribbage 1.0) configures against it" \
    "$cmake" -S "$root/app" -B "$root/app-build" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER="$cc"
check "a program links cribbage::crib and one cribbage::crib_static" \
    "$cmake" --build "$root/app-build"
check "both score 29" \
    sh -c "[ \"\$('$root/app-build/hello')\" = 29 ] && [ \"\$('$root/app-build/hello_static')\" = 29 ]"
check "no path of the prefix it was installed to is in the build" \
    sh -c "! grep -rqF '$root/first' '$root/app-build'"
if command -v pkg-config >/dev/null 2>&1; then
    check "pkg-config: cribbage.pc, moved with the tree, builds a program that scores 29" \
        sh -c "PKG_CONFIG_PATH='$prefix/lib/pkgconfig' &&
               export PKG_CONFIG_PATH &&
               $cc \$(pkg-config --cflags cribbage) -o '$root/hello-pc' '$root/app/hello.c' \
                   \$(pkg-config --libs cribbage) -Wl,-rpath,'$prefix/lib' &&
               [ \"\$('$root/hello-pc')\" = 29 ]"
else
    n=$((n + 1))
    echo "ok $n - pkg-config: cribbage.pc # SKIP no pkg-config"
fi
check "the installed crib finds its library beside itself and scores the 29 hand" \
    sh -c "env -u LD_LIBRARY_PATH '$prefix/bin/crib' score 5h 5d 5c Js 5s | grep -q '^total 29\$'"
check "the headers, the man pages and both libraries are installed" \
    sh -c "[ -f '$prefix/include/crib.h' ] && [ -f '$prefix/share/man/man1/crib.1' ] &&
           [ -f '$prefix/share/man/man3/crib_hand_score.3' ] &&
           [ -f '$prefix/lib/libcrib.a' ] && ls '$prefix/lib/' | grep -q '^libcrib\\.\\(so\\|dylib\\)'"
echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
