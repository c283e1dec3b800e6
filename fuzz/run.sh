#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs each libFuzzer target given for SECONDS, FUZZ_JOBS at a time (default: the number of
# cores, so that each target has a core of its own for its whole time), each on a fresh
# copy of its seed corpus test/corpus/<name>/ (when it has one) in build/fuzz/, so that the
# repository's corpus never grows, with the dictionary fuzz/<name>.dict when there is one; an input that runs 30 seconds is a failure (a hang),
# saved as one that crashes is. Then prints one TAP line per target with its executions
# and coverage, and the closing line.
# Usage: fuzz/run.sh SECONDS build/fuzz/fuzz_<name>...
secs=$1
shift
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}
mkdir -p build/fuzz
i=0
for f in "$@"; do
    name=${f##*/fuzz_}
    work="build/fuzz/$name.corpus"
    rm -rf "$work" "build/fuzz/$name.rc" && mkdir -p "$work"
    [ -d "test/corpus/$name" ] && cp test/corpus/"$name"/* "$work"/
    dict=""
    [ -f "fuzz/$name.dict" ] && dict="-dict=fuzz/$name.dict"
    (
        "$f" -max_total_time="$secs" -timeout=30 -print_final_stats=1 $dict \
            -artifact_prefix="build/fuzz/$name-" "$work" >"build/fuzz/$name.log" 2>&1
        echo $? >"build/fuzz/$name.rc"
    ) &
    i=$((i + 1))
    [ $((i % jobs)) -eq 0 ] && wait
done
wait
. test/tap.sh
tap_lines=30
for f in "$@"; do
    name=${f##*/fuzz_}
    rc=$(cat "build/fuzz/$name.rc" 2>/dev/null || echo 127)
    log="build/fuzz/$name.log"
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    cov=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE|INITED).*cov: ' "$log" | tail -n 1 |
        sed 's/.* cov: \([0-9]*\) ft: \([0-9]*\).*/\1 edges, \2 features/')
    if [ "$rc" -eq 0 ]; then
        result 0 "fuzz_$name: ${runs:-?} executions in ${secs}s (${speed:-?}/s), ${cov:-? edges}, corpus $(ls "build/fuzz/$name.corpus" | wc -l) inputs"
    else
        cp "$log" "$tmp/out"
        result 1 "fuzz_$name exited with status $rc; the input is saved as build/fuzz/$name-*"
    fi
done
tap_end
