#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/gen_chance.c's measured end read from several files whose counts add up (a measure
# in parts, tools/chance_end_sweep.txt, beside tools/chance_end.txt): tools/chance_end.txt
# split into halves of each position's games, or into two files by the dealer's need, gives
# the checked-in table; a corner with a position missing, in either file, or a file with a
# bad line, is refused. And --cross-check, which holds the end's fit to counts it was not
# fitted to.
. test/tap.sh
gen=build/tools/gen_chance
deals=tools/chance_deals.txt
pairs=tools/chance_pairs.txt
sweep=tools/chance_end_sweep.txt
sweep30=tools/chance_end_sweep_30.txt

# Each position's games and wins in two lines (the halves, rounded down and up).
awk '/^#/ { print; next }
     { g = int($3 / 2); w = int($4 / 2); print $1, $2, g, w; print $1, $2, $3 - g, $4 - w }' \
    tools/chance_end.txt >"$tmp/halves"
"$gen" "$deals" "$tmp/halves" "$pairs" "$sweep" "$sweep30" >"$tmp/table" 2>"$tmp/out" &&
    cmp -s "$tmp/table" src/gen/chance_table.h
result $? "each position's counts in two lines: the checked-in table"

awk '!/^#/ && $1 <= 7' tools/chance_end.txt >"$tmp/low"
awk '!/^#/ && $1 > 7' tools/chance_end.txt >"$tmp/high"
"$gen" "$deals" "$tmp/low" "$pairs" "$sweep" "$sweep30" "$tmp/high" >"$tmp/table" 2>"$tmp/out" &&
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

# --cross-check: each kernel of the end's fit held to the half of the last file's parts it
# was not fitted to. On the sweep's own parts the table's kernel is marked and is off by
# about the held counts' noise alone (mean z^2 near 1, in all and where the pone lacks 2:
# the kernel before, which smoothed the pone's needs 1 to 3 too, had 2.3 there; held to the
# counts it was fitted to, it would be well below 1); a fit far off is seen as far off:
# with the odd parts' deals all won by the dealer, every kernel's mean z^2 is over 10.
"$gen" --cross-check "$deals" tools/chance_end.txt "$pairs" "$sweep" "$sweep30" >"$tmp/cv" 2>"$tmp/out"
rc=$?
[ "$rc" -eq 0 ] && [ "$(grep -c '^pone [0-9], dealer [0-9] from [0-9]' "$tmp/cv")" -eq 16 ] &&
    grep '^pone 1, dealer 2 from 16, 1-3 alone \* ' "$tmp/cv" >"$tmp/row" &&
    awk '{ z = $(NF - 7) + 0; z2 = $(NF - 3) + 0; exit !(NF == 25 && z > 0.8 && z < 1.5 && z2 < 1.8) }' "$tmp/row"
result $? "--cross-check: 16 kernels, the table's marked, held off by about noise, where the pone lacks 2 too ($(cat "$tmp/row"))"
awk '/^# part/ { odd = $3 % 2 } /^#/ { print; next } { print $1, $2, $3, odd ? $3 : $4 }' \
    "$sweep30" >"$tmp/won"
"$gen" --cross-check "$deals" tools/chance_end.txt "$pairs" "$sweep" "$tmp/won" >"$tmp/cv" &&
    awk '/^pone / { n++; if ($(NF - 7) + 0 < 10) bad = 1 } END { exit !(n == 16 && !bad) }' "$tmp/cv"
result $? "--cross-check: the odd parts all won by the dealer: every kernel far off (mean z^2 over 10)"
awk '!/^#/' "$sweep30" >"$tmp/one"
"$gen" --cross-check "$deals" tools/chance_end.txt "$pairs" "$sweep" "$tmp/one" >"$tmp/cv" 2>"$tmp/out"
rc=$?
[ "$rc" -ne 0 ] && [ ! -s "$tmp/cv" ] && grep -q "^usage: gen_chance --cross-check " "$tmp/out"
result $? "--cross-check: a last file without parts of both parities: refused (status $rc)"

tap_end
