#!/bin/sh
# SPDX-License-Identifier: MIT
# The install test: install into a temporary prefix, build a small program against the
# installed library with pkg-config, statically and dynamically, run both, run the
# installed crib, then uninstall and check that nothing is left behind.
set -u
make=${MAKE:-make}
cc=${CC:-cc}
. test/tap.sh
prefix="$tmp/prefix"

succeeds "make install PREFIX=<temporary>" sh -c "$make -s install PREFIX='$prefix' >'$tmp/install.out'"
# A prefix the loader does not search: no ldconfig, whoever installs; where ldconfig lists
# the loader's directories, a note says how a program finds the library there.
loader_dirs=$(PATH="$PATH:/sbin:/usr/sbin" ldconfig -v -N -X 2>/dev/null | sed -n 's|^\(/[^:]*\):.*|\1|p')
succeeds "make install into a prefix the loader does not search runs no ldconfig${loader_dirs:+, and says so}" \
    sh -c "cat '$tmp/install.out'; ! grep -q ldconfig '$tmp/install.out' &&
           { [ -z '$loader_dirs' ] ||
             grep -qx 'note: $prefix/lib is not a directory the loader searches: .*-Wl,-rpath,$prefix/lib.*' \
                 '$tmp/install.out'; }"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
succeeds "pkg-config finds the package 'cribbage'" pkg-config --exists cribbage
succeeds "pkg-config reports the header's version" \
    sh -c '[ "$(pkg-config --modversion cribbage)" = "$(sed -n "s/^#define CRIB_VERSION_STRING \"\(.*\)\"$/\1/p" include/crib.h)" ]'

cat >"$tmp/hello.c" <<'C'
#include <crib.h>
#include <stdio.h>
int main(void)
{
    crib_card hand[4];
    crib_card starter;
    crib_score s;
    char said[512];
    if (crib_hand_parse("5h 5d 5c Js", hand, 4) != 4 || crib_card_parse("5s", &starter) != 0)
        return 1;
    if (crib_hand_score(hand, 4, starter, 0, &s) != 29 || crib_score_format(&s, said, sizeof said) < 0)
        return 1;
    if (crib_version_number() != CRIB_VERSION_NUMBER)
        return 1;
    printf("%s\n", said);
    return 0;
}
C
cflags=$(pkg-config --cflags cribbage)
libs=$(pkg-config --libs cribbage)
succeeds "a program builds against the shared library" \
    $cc $cflags -o "$tmp/hello-shared" "$tmp/hello.c" $libs -Wl,-rpath,"$prefix/lib"
succeeds "and runs, scoring 29" "$tmp/hello-shared"
succeeds "and needs libcrib.so.1 (the soname)" \
    sh -c "readelf -d '$tmp/hello-shared' | grep -q 'NEEDED.*\[libcrib.so.1\]'"
libs_static=$(pkg-config --libs --static cribbage)
succeeds "a program builds against the static library" \
    $cc $cflags -o "$tmp/hello-static" "$tmp/hello.c" -Wl,-Bstatic $libs_static -Wl,-Bdynamic
succeeds "and runs, scoring 29" "$tmp/hello-static"
succeeds "and does not need libcrib.so" \
    sh -c "! readelf -d '$tmp/hello-static' | grep -q 'libcrib'"
succeeds "the installed crib needs libcrib.so.1 and finds it beside itself" \
    sh -c "readelf -d '$prefix/bin/crib' | grep -q 'NEEDED.*\[libcrib.so.1\]' &&
           env -u LD_LIBRARY_PATH '$prefix/bin/crib' --help >/dev/null"
succeeds "every exported symbol of the installed library has the version CRIB_1" \
    sh test/exports.sh "$prefix/lib/libcrib.so"

# CMake: find_package(cribbage) gives the imported targets cribbage::crib and
# cribbage::crib_static.
if command -v cmake >/dev/null 2>&1; then
    mkdir -p "$tmp/cmake-app"
    cp "$tmp/hello.c" "$tmp/cmake-app/hello.c"
    cat >"$tmp/cmake-app/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.13)
project(hello C)
find_package(cribbage 1.0 REQUIRED)
add_executable(hello hello.c)
target_link_libraries(hello PRIVATE cribbage::crib)
add_executable(hello_static hello.c)
target_link_libraries(hello_static PRIVATE cribbage::crib_static)
CMAKE
    succeeds "cmake: find_package(cribbage 1.0) configures against the installed package" \
        cmake -S "$tmp/cmake-app" -B "$tmp/cmake-build" -DCMAKE_PREFIX_PATH="$prefix"
    succeeds "cmake: a program links cribbage::crib and cribbage::crib_static" \
        cmake --build "$tmp/cmake-build"
    succeeds "cmake: both score 29" \
        sh -c "'$tmp/cmake-build/hello' | grep -q 'is 29\$' && '$tmp/cmake-build/hello_static' | grep -q 'is 29\$'"
    # The package finds every path from its own place: the installed tree, moved to
    # another prefix (the first one gone meanwhile), works as well where it lands.
    mv "$prefix" "$tmp/moved"
    succeeds "cmake: the installed tree moved to another prefix: find_package configures there" \
        cmake -S "$tmp/cmake-app" -B "$tmp/cmake-moved" -DCMAKE_PREFIX_PATH="$tmp/moved"
    succeeds "cmake: and both programs link against the moved tree" cmake --build "$tmp/cmake-moved"
    succeeds "cmake: and score 29, with no path of the first prefix in the build" \
        sh -c "'$tmp/cmake-moved/hello' | grep -q 'is 29\$' &&
               '$tmp/cmake-moved/hello_static' | grep -q 'is 29\$' &&
               ! grep -rqF '$prefix/' '$tmp/cmake-moved'"
    mv "$tmp/moved" "$prefix"
    mkdir -p "$tmp/cmake-v2"
    printf '%s\n' 'cmake_minimum_required(VERSION 3.13)' 'project(v2 C)' \
        'find_package(cribbage 2 REQUIRED)' >"$tmp/cmake-v2/CMakeLists.txt"
    succeeds "cmake: find_package(cribbage 2) is refused (another major version)" \
        sh -c "! cmake -S '$tmp/cmake-v2' -B '$tmp/cmake-v2/build' -DCMAKE_PREFIX_PATH='$prefix'"
else
    skip "cmake: find_package(cribbage)" "cmake not found"
fi

# The tree as an uninstalled package: pkg-config's cribbage-uninstalled.
succeeds "pkg-config finds cribbage-uninstalled in the source tree" \
    sh -c "PKG_CONFIG_PATH='$(pwd)' pkg-config --exists cribbage-uninstalled"
succeeds "a program builds against the tree with it and scores 29" \
    sh -c "$cc \$(PKG_CONFIG_PATH='$(pwd)' pkg-config --cflags cribbage-uninstalled) \
               -o '$tmp/hello-tree' '$tmp/hello.c' \
               \$(PKG_CONFIG_PATH='$(pwd)' pkg-config --libs cribbage-uninstalled) &&
           '$tmp/hello-tree' | grep -q 'is 29\$'"
succeeds "the installed crib scores the 29 hand" \
    sh -c "'$prefix/bin/crib' score 5h 5d 5c Js 5s | grep -q '^total 29$'"
succeeds "the man pages land in share/man/man1 and man3" \
    sh -c "[ -f '$prefix/share/man/man1/crib.1' ] && [ -f '$prefix/share/man/man3/libcrib.3' ]"
succeeds "crib_hand_score has its own man page, man3/crib_hand_score.3, as man/man3 has it" \
    cmp man/man3/crib_hand_score.3 "$prefix/share/man/man3/crib_hand_score.3"
succeeds "and so has every exported function" \
    sh -c "for f in \$(cat src/exports.txt); do
               cmp -s man/man3/\$f.3 '$prefix/share/man/man3/'\$f.3 || { echo \$f; exit 1; }
           done"
if command -v man >/dev/null 2>&1; then
    succeeds "man -w crib_hand_score finds it under MANPATH=<prefix>/share/man" \
        sh -c "[ \"\$(MANPATH='$prefix/share/man' man -w crib_hand_score)\" = \\
                 '$prefix/share/man/man3/crib_hand_score.3' ]"
else
    skip "man -w crib_hand_score finds it under MANPATH=<prefix>/share/man" "no man"
fi
succeeds "make uninstall PREFIX=<temporary>" $make -s uninstall PREFIX="$prefix"
succeeds "nothing is left in the prefix but empty folders" \
    sh -c "[ -z \"\$(find '$prefix' ! -type d)\" ]"

stage="$tmp/stage"
succeeds "make install DESTDIR=<stage> PREFIX=/usr stages the files under DESTDIR, running no ldconfig" \
    sh -c "$make -s install DESTDIR='$stage' PREFIX=/usr >'$tmp/stage.out' &&
           cat '$tmp/stage.out' && [ ! -s '$tmp/stage.out' ] &&
           [ -f '$stage/usr/include/crib.h' ] && [ -f '$stage/usr/lib/libcrib.a' ] &&
           [ -L '$stage/usr/lib/libcrib.so.1' ] && [ -x '$stage/usr/bin/crib' ] &&
           [ -f '$stage/usr/share/man/man1/crib.1' ] && [ -f '$stage/usr/share/man/man3/libcrib.3' ] &&
           [ -f '$stage/usr/share/man/man3/crib_hand_score.3' ] &&
           grep -qx 'prefix=/usr' '$stage/usr/lib/pkgconfig/cribbage.pc'"
succeeds "make uninstall DESTDIR=<stage> PREFIX=/usr removes them" \
    sh -c "$make -s uninstall DESTDIR='$stage' PREFIX=/usr && [ -z \"\$(find '$stage' ! -type d)\" ]"

# sudo make install, as a new user runs it, into /usr/local: a program built with
# pkg-config --libs cribbage must start at once, which needs ldconfig. Tried by root where
# unshare(1) gives a mount namespace of its own, in which /usr/local and /etc (the loader's
# cache) are overlays on temporary folders, so that the machine's own are never written.
system_install() {
    mkdir -p "$tmp/sys/usr" "$tmp/sys/usr-work" "$tmp/sys/etc" "$tmp/sys/etc-work"
    cat >"$tmp/sys/run.sh" <<SH
mount -t overlay overlay -o lowerdir=/usr/local,upperdir=$tmp/sys/usr,workdir=$tmp/sys/usr-work \
    /usr/local && mount -t overlay overlay -o lowerdir=/etc,upperdir=$tmp/sys/etc,workdir=$tmp/sys/etc-work \
    /etc || exit 77
set -e
$make -s install
$cc -o $tmp/sys/hello $tmp/hello.c \$(pkg-config --cflags --libs cribbage)
env -u LD_LIBRARY_PATH $tmp/sys/hello
$make -s uninstall
SH
    unshare -m sh "$tmp/sys/run.sh" >"$tmp/sys/out" 2>&1
}
sudo_install="make install as root into /usr/local runs ldconfig: a program built with pkg-config --libs cribbage starts at once"
if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null 2>&1 ||
    ! echo "$loader_dirs" | grep -qx /usr/local/lib; then
    skip "$sudo_install" "not root, no unshare, or /usr/local/lib not searched by the loader"
else
    system_install
    rc=$?
    if [ $rc -eq 77 ] || grep -q '^unshare: ' "$tmp/sys/out"; then
        skip "$sudo_install" "no mount namespace with overlays here"
    else
        succeeds "$sudo_install" \
            sh -c "cat '$tmp/sys/out'; [ $rc -eq 0 ] && grep -q 'ldconfig\$' '$tmp/sys/out' &&
                   grep -q 'is 29\$' '$tmp/sys/out'"
    fi
fi

tap_end
