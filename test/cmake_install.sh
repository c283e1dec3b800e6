#!/bin/sh
# SPDX-License-Identifier: MIT
# The CMake build's install (ctest runs this; make check has test/install.sh): cmake
# --install into a temporary prefix, which is then moved elsewhere; there find_package
# (cribbage) builds a program against cribbage::crib and cribbage::crib_static, pkg-config
# one against cribbage.pc, and the installed crib finds its library beside itself.
# Usage: sh test/cmake_install.sh CMAKE BUILD_DIR CC [TOOLCHAIN_FILE RUNNER]  (from the repo root)
# A Windows build, cross-compiled, gives its toolchain file and the command that runs its
# programs (wine through cmake/wine-run.sh; its words split on spaces): the DLL is in bin/ with its import library in lib/, a program built
# against cribbage::crib (and not one built against cribbage::crib_static) is compiled with
# CRIB_USING_DLL, and each program runs with libcrib.dll copied beside it.
set -u
cmake=$1
build=$2
cc=$3
toolchain=${4:-}
runner=${5:-}
. test/tap.sh
# run PROGRAM ARG...: what PROGRAM writes, run through the runner when there is one,
# without the carriage returns of a Windows program's line ends; never with
# LD_LIBRARY_PATH, so that each program finds libcrib where it was built to.
run() {
    env -u LD_LIBRARY_PATH $runner "$@" | tr -d '\r'
}

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
#ifdef CRIB_USING_DLL
    printf("%d CRIB_USING_DLL\n", s.total);
#else
    printf("%d\n", s.total);
#endif
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
if [ -n "$toolchain" ]; then
    # The toolchain file looks for packages under the cross tree alone: the package is
    # named by its folder. A Windows program finds the DLL beside itself.
    exe=.exe
    shared_want="29 CRIB_USING_DLL"
    find="-DCMAKE_TOOLCHAIN_FILE=$toolchain -Dcribbage_DIR=$prefix/lib/cmake/cribbage"
    rpath=
    dll_files="bin/libcrib.dll lib/libcrib.dll.a"
else
    exe=
    shared_want=29
    find="-DCMAKE_PREFIX_PATH=$prefix -DCMAKE_C_COMPILER=$cc"
    rpath="-Wl,-rpath,$prefix/lib"
    dll_files=
fi
both_score() {
    [ "$(run "$tmp/app-build/hello$exe")" = "$shared_want" ] &&
        [ "$(run "$tmp/app-build/hello_static$exe")" = 29 ]
}
pc_scores() {
    PKG_CONFIG_PATH="$prefix/lib/pkgconfig" &&
        export PKG_CONFIG_PATH &&
        "$cc" $(pkg-config --cflags cribbage) -o "$tmp/hello-pc$exe" "$tmp/app/hello.c" \
            $(pkg-config --libs cribbage) $rpath &&
        [ "$(run "$tmp/hello-pc$exe")" = 29 ]
}
crib_scores() {
    run "$prefix/bin/crib$exe" score 5h 5d 5c Js 5s | grep -q '^total 29$'
}
installed() {
    for f in include/crib.h share/man/man1/crib.1 share/man/man3/crib_hand_score.3 \
        lib/libcrib.a $dll_files; do
        [ -f "$prefix/$f" ] || { echo "$f is not installed"; return 1; }
    done
    [ -n "$toolchain" ] || ls "$prefix/lib/" | grep -q '^libcrib\.\(so\|dylib\)'
}

succeeds "the installed tree, moved: find_package(cribbage 1.0) configures against it" \
    "$cmake" -S "$tmp/app" -B "$tmp/app-build" $find
succeeds "a program links cribbage::crib and one cribbage::crib_static" \
    "$cmake" --build "$tmp/app-build"
if [ -n "$toolchain" ]; then
    cp "$prefix/bin/libcrib.dll" "$tmp/app-build/"
    cp "$prefix/bin/libcrib.dll" "$tmp/"
fi
succeeds "both score 29${toolchain:+, the first compiled with CRIB_USING_DLL and the second without}" \
    both_score
succeeds "no path of the prefix it was installed to is in the build" \
    sh -c "! grep -rqF '$tmp/first' '$tmp/app-build'"
if command -v pkg-config >/dev/null 2>&1; then
    succeeds "pkg-config: cribbage.pc, moved with the tree, builds a program that scores 29" \
        pc_scores
else
    skip "pkg-config: cribbage.pc" "no pkg-config"
fi
succeeds "the installed crib finds its library beside itself and scores the 29 hand" \
    crib_scores
succeeds "the headers, the man pages and both libraries are installed${toolchain:+ (the DLL in bin/, its import library in lib/)}" \
    installed
tap_end
