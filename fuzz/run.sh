#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs each libFuzzer target given for SECONDS, all at once, each on a fresh copy of its
# seed corpus test/corpus/<name>/ (when it has one) in build/fuzz/, so that the
# repository's corpus never grows; then prints one TAP line per target with its
# executions, and the closing line.
# Usage: fuzz/run.sh SECONDS build/fuzz/fuzz_<name>...
secs=$1
shift
mkdir -p build/fuzz
for f in "$@"; do
    name=${f##*/fuzz_}
    work="build/fuzz/$name.corpus"
    rm -rf "$work" && mkdir -p "$work"
    [ -d "test/corpus/$name" ] && cp test/corpus/"$name"/* "$work"/
    "$f" -max_total_time="$secs" -print_final_stats=1 -artifact_prefix="build/fuzz/$name-" \
        "$work" >"build/fuzz/$name.log" 2>&1 &
    echo $! >"build/fuzz/$name.pid"
done
n=0
failed=0
for f in "$@"; do
    name=${f##*/fuzz_}
    wait "$(cat "build/fuzz/$name.pid")"
    rc=$?
    n=$((n + 1))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "build/fuzz/$name.log")
    if [ "$rc" -eq 0 ]; then
        echo "ok $n - fuzz_$name: ${runs:-?} executions in ${secs}s, corpus $(ls "build/fuzz/$name.corpus" | wc -l) inputs"
    else
        echo "not ok $n - fuzz_$name exited with status $rc; the input is saved as build/fuzz/$name-*"
        tail -n 30 "build/fuzz/$name.log" | sed 's/^/#   /'
        failed=$((failed + 1))
    fi
done
echo "1..$n"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
