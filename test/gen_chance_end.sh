#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/gen_chance.c's measured end read from several files whose counts add up (a measure
# in parts, tools/chance_end_sweep.txt, beside tools/chance_end.txt): tools/chance_end.txt
# split into halves of each position's games, or into two files by the dealer's need, gives
# the checked-in table; a corner with a position missing, in either file, or a file with a
# bad line, is refused.
. test/tap.sh
gen=build/tools/gen_chance
deals=tools/chance_deals.txt
pairs=tools/chance_pairs.txt
sweep=tools/chance_end_sweep.txt

# Each position's games and wins in two lines (the halves, rounded down and up).
awk '/^#/ { print; next }
     { g = int($3 / 2); w = int($4 / 2); print $1, $2, g, w; print $1, $2, $3 - g, $4 - w }' \
    tools/chance_end.txt >"$tmp/halves"
"$gen" "$deals" "$tmp/halves" "$pairs" "$sweep" >"$tmp/table" 2>"$tmp/out" &&
    cmp -s "$tmp/table" src/gen/chance_table.h
result $? "each position's counts in two lines: the checked-in table"

awk '!/^#/ && $1 <= 7' tools/chance_end.txt >"$tmp/low"
awk '!/^#/ && $1 > 7' tools/chance_end.txt >"$tmp/high"
"$gen" "$deals" "$tmp/low" "$pairs" "$sweep" "$tmp/high" >"$tmp/table" 2>"$tmp/out" &&
    grep -q "^ \* with the end counts of $tmp/high; do not edit\.$" "$tmp/table" &&
    grep -v "^ \* with the end counts of \|^ \* tools/chance_end.txt and" "$tmp/table" >"$tmp/a" &&
    grep -v "^ \* with the end counts of \|^ \* tools/chance_end.txt and" src/gen/chance_table.h \
        >"$tmp/b" &&
    cmp -s "$tmp/a" "$tmp/b"
result $? "the corner in two files (dealer's needs to 7, and past): the same table, the file named"

awk '!/^#/ && !($1 == 5 && $2 == 9)' tools/chance_end.txt >"$tmp/hole"
"$gen" "$deals" "$tmp/hole" "$pairs" >"$tmp/table" 2>"$tmp/out"
rc=$?
[ "$rc" -ne 0 ] && [ ! -s "$tmp/table" ] && grep -q "^usage: gen_chance " "$tmp/out"
result $? "a corner with a position missing: refused, nothing written (status $rc)"

awk '!/^#/ && !($1 == 20 && $2 == 9)' "$sweep" >"$tmp/sweep_hole"
"$gen" "$deals" tools/chance_end.txt "$pairs" "$tmp/sweep_hole" >"$tmp/table" 2>"$tmp/out"
rc=$?
[ "$rc" -ne 0 ] && [ ! -s "$tmp/table" ] && grep -q "^usage: gen_chance " "$tmp/out"
result $? "the sweep's corner with a position missing (20, 9): refused (status $rc)"

printf '1 1 10 11\n' >"$tmp/bad"
"$gen" "$deals" tools/chance_end.txt "$pairs" "$tmp/bad" >"$tmp/table" 2>"$tmp/out"
rc=$?
[ "$rc" -ne 0 ] && [ ! -s "$tmp/table" ]
result $? "a further file with more wins than games: refused (status $rc)"

tap_end
