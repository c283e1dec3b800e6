#!/bin/sh
# Runs each test program given, shows its output, and sums the closing
# "N passed, N failed" lines into one. A program that crashes, exits non-zero
# or prints no closing line counts as one failure.
passed=0
failed=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for t in "$@"; do
    echo "# $t"
    "$t" >"$out" 2>&1
    rc=$?
    cat "$out"
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out" | tail -n 1)
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
echo "all tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
