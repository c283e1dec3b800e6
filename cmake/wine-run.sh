#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs one test program under wine for ctest (cmake/tests.cmake):
#
#   sh cmake/wine-run.sh EMULATOR... PROGRAM [ARG]...
#
# and ends as it ends, with its output (what it wrote to each stream, on the same stream,
# once it has ended). Wine without its preloader (Debian's wine64 runs its loader
# directly) now and then fails to start a program: the process ends at once, non-zero,
# having printed nothing at all. Every test program prints before it ends (its
# TAP lines, flushed as they come), so a run that printed nothing did not reach the
# program's main(): this runs it once more, and says so on the standard error with how
# the first run ended. A program that printed anything fails as it ran, never run again;
# one that prints nothing twice fails with the second run's status.
if [ $# -lt 2 ]; then
    echo "usage: sh cmake/wine-run.sh EMULATOR... PROGRAM [ARG]..." >&2
    exit 2
fi
dir=$(mktemp -d) || exit 125
trap 'rm -rf "$dir"' EXIT

"$@" >"$dir/out" 2>"$dir/err"
rc=$?
if [ "$rc" -ne 0 ] && [ ! -s "$dir/out" ] && [ ! -s "$dir/err" ]; then
    echo "wine-run: '$*' ended with $rc having printed nothing (wine did not start it); once more" >&2
    "$@" >"$dir/out" 2>"$dir/err"
    rc=$?
fi
cat "$dir/out"
cat "$dir/err" >&2
exit "$rc"
