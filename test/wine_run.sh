#!/bin/sh
# SPDX-License-Identifier: MIT
# cmake/wine-run.sh, the wrapper that runs each of the Windows build's tests under wine
# (cmake/tests.cmake), with stand-ins for wine: a run that ends non-zero having printed
# nothing is run once more; a run that printed anything is never run again and ends as
# it ended; its output (each stream to its own) and arguments pass through unchanged.
. test/tap.sh

# A stand-in emulator: counts its runs in $tmp/runs, then follows the Nth of its plans
# (each "print:status", print "-" for nothing) and runs the program with its arguments.
cat >"$tmp/emu" <<'EMU'
#!/bin/sh
runs=$(($(cat "$TMP_RUNS" 2>/dev/null || echo 0) + 1))
echo "$runs" >"$TMP_RUNS"
plan=$(echo "$TMP_PLANS" | cut -d' ' -f"$runs")
text=${plan%%:*}
[ "$text" = "-" ] || { echo "$text"; "$@"; }
exit "${plan#*:}"
EMU
export TMP_RUNS="$tmp/runs"

# run PLANS: the wrapper over the stand-in and printf, with two arguments, one with
# spaces; its output in $tmp/out, its status in $rc, the runs in $runs.
run() {
    rm -f "$tmp/runs"
    TMP_PLANS=$1 sh cmake/wine-run.sh sh "$tmp/emu" printf '%s|' "a b" c >"$tmp/out" 2>&1
    rc=$?
    runs=$(cat "$tmp/runs")
}

run "-:53 started:0"
[ "$rc" -eq 0 ] && [ "$runs" -eq 2 ] && grep -q "printed nothing" "$tmp/out" &&
    grep -q "^started$" "$tmp/out" && grep -q "^a b|c|$" "$tmp/out"
result $? "nothing printed and status 53: run once more, the second run's output and status"

run "-:53 -:7"
[ "$rc" -eq 7 ] && [ "$runs" -eq 2 ]
result $? "nothing printed twice: the second run's status (7, got $rc) after two runs"

run "crashed:3 started:0"
[ "$rc" -eq 3 ] && [ "$runs" -eq 1 ] && grep -q "^crashed$" "$tmp/out" &&
    ! grep -q "printed nothing" "$tmp/out"
result $? "something printed and status 3: never run again, ends with 3 (got $rc)"

run "fine:0"
[ "$rc" -eq 0 ] && [ "$runs" -eq 1 ] && [ "$(cat "$tmp/out")" = "fine
a b|c|" ]
result $? "a run that passes: run once, its output and arguments unchanged"

run "-:0"
[ "$rc" -eq 0 ] && [ "$runs" -eq 1 ] && [ ! -s "$tmp/out" ]
result $? "nothing printed and status 0: a pass, run once"

sh cmake/wine-run.sh sh -c 'echo to-out; echo to-err >&2; exit 4' >"$tmp/o" 2>"$tmp/e"
rc=$?
[ "$rc" -eq 4 ] && [ "$(cat "$tmp/o")" = to-out ] && [ "$(cat "$tmp/e")" = to-err ]
result $? "each stream to its own: the standard output and error kept apart, exit 4 (got $rc)"

exits 2 "no program: the usage, exit 2" sh cmake/wine-run.sh
tap_end
