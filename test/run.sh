#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs the test programs given, JOBS at a time (default: the number of cores), then shows
# each one's output in order and sums their closing "N passed, N failed" lines into one.
# A program that crashes, exits non-zero or prints no closing line counts as a failure.
# TEST_RUNNER, when set, is a command each program is run with (make cross-check runs
# another machine's programs with qemu-user this way).
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
i=0
for t in "$@"; do
    i=$((i + 1))
    printf '%s %s\n' "$i" "$t"
done | xargs -P "$jobs" -L 1 sh -c '${TEST_RUNNER:-} "$2" >"$0/$1.out" 2>&1; echo $? >"$0/$1.rc"' "$dir"

passed=0
failed=0
i=0
for t in "$@"; do
    i=$((i + 1))
    echo "# $t"
    cat "$dir/$i.out"
    rc=$(cat "$dir/$i.rc" 2>/dev/null || echo 127)
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$dir/$i.out" | tail -n 1)
    if [ -z "$line" ]; then
        echo "not ok - $t printed no closing line (exit status $rc)"
        failed=$((failed + 1))
        continue
    fi
    p=${line%% passed*}
    f=${line#*passed, }
    f=${f%% failed}
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "not ok - $t exited with status $rc"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
