#!/bin/sh
# SPDX-License-Identifier: MIT
# Compares a freshly built libcrib.so with the recorded ABI baseline using abidiff.
# Passes when nothing changed or when functions or variables were only added (they are
# listed). Fails on any change to what the baseline has (a removed or changed function, a
# structure whose size or layout moved, ...) unless the soname changed, i.e. the major
# version in include/crib.h was bumped; then record the new ABI on purpose with
# `make abi-baseline`. A structure's reserved words given a use (new members where a
# reserved array was, its size and every other member's offset unchanged) is compatible,
# but abidiff reports the array's shrinking as a change: when it reports nothing else,
# record the baseline again and say so in CHANGELOG.md (crib_view and crib_arena, for
# earlier[] and the arena's order of play, after 1.0.0).
# abidiff's status is a bit set: 1 tool error, 2 usage error, 4 ABI change, 8 incompatible
# change. It sets 8 only for removals, not for a structure that grew, so a change is
# judged by running it once with additions left out: what remains is not compatible.
# Usage: abi/check.sh BASELINE.abi LIBRARY.so
base=$1
lib=$2
if ! command -v abidiff >/dev/null 2>&1; then
    echo "abi-check: abidiff not found; install abigail-tools (Debian, Ubuntu: apt-get install abigail-tools)"
    exit 1
fi
diff_opts="--headers-dir2 include --drop-private-types --fail-no-debug-info"

base_soname=$(sed -n "s/^<abi-corpus .*soname='\([^']*\)'.*/\1/p" "$base")
lib_soname=$(readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')

abidiff $diff_opts --no-added-syms "$base" "$lib" >/dev/null 2>&1
status=$?
if [ $((status & 3)) -ne 0 ]; then
    abidiff $diff_opts --no-added-syms "$base" "$lib"
    echo "abi-check: abidiff failed (status $status)"
    exit 1
fi
if [ $((status & 12)) -eq 0 ]; then
    abidiff $diff_opts "$base" "$lib" >/dev/null 2>&1 ||
        { echo "abi-check: compatible additions to $base:"; abidiff $diff_opts "$base" "$lib"; }
    echo "abi-check: $lib_soname is compatible with $base"
    exit 0
fi
abidiff $diff_opts "$base" "$lib"
if [ "$lib_soname" != "$base_soname" ]; then
    echo "abi-check: incompatible changes, and the soname moved from $base_soname to" \
        "$lib_soname: accepted; record the new ABI with 'make abi-baseline'"
    exit 0
fi
echo "abi-check: incompatible ABI change while the soname is still $lib_soname:" \
    "undo it, or bump CRIB_VERSION_MAJOR in include/crib.h and run 'make abi-baseline'"
exit 1
