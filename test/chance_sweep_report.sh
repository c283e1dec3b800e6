#!/bin/sh
# SPDX-License-Identifier: MIT
# `chance_sweep --report`'s last line, whether the counts fit the chance table as a perfect
# table's would (tools/chance_sweep.c, docs/analysis.md): counts made from the table itself
# fit; one position 6 standard errors off, four 3.5 off, or every one 1.5 off do not, each
# for its own reason; a bad line is refused. The game to 61, 4,000 deals a position. The
# report's regions and its parts' variance, and --compare's z. And the counts for a corner of A by B needs: its
# positions, each with the deals asked for.
. test/tap.sh
sweep=build/tools/chance_sweep

# The table's chance and standard error at each position: a report of counts with no wins.
for a in $(seq 1 16); do
    for b in $(seq 1 16); do
        echo "$a $b 4000 0"
    done
done >"$tmp/zero"
"$sweep" --report 61 <"$tmp/zero" >"$tmp/table"
[ "$(grep -c '^61 ' "$tmp/table")" -eq 256 ]
result $? "the report has the 256 positions of the game to 61"

# counts SHIFT: counts of 4,000 deals a position whose dealer won the table's chance, plus
# SHIFT (a list "position:standard errors", or "all:k") of its standard errors.
counts() {
    awk -v shift="$1" '
        BEGIN { n = split(shift, list, " "); for (i = 1; i <= n; i++) {
                    split(list[i], kv, ":"); off[kv[1]] = kv[2] } }
        $1 == 61 {
            split($2, s, "-"); a = 61 - s[1]; b = 61 - s[2]
            k = ($2 in off) ? off[$2] : ("all" in off) ? off["all"] : 0
            w = int(($4 + k * $6) * 4000 + 0.5)
            if (w < 0) w = 0
            if (w > 4000) w = 4000
            print a, b, 4000, w
        }' "$tmp/table"
}

# verdict SHIFT: the report's last line for counts SHIFT, in $tmp/out.
verdict() {
    counts "$1" | "$sweep" --report 61 >"$tmp/report"
    tail -n 1 "$tmp/report" >"$tmp/out"
}

verdict ""
# (The table column is printed to 4 places: the counts are a hair off, mean z^2 about 0.)
grep -q "^as a perfect table would: yes (mean z^2 0\.0[0-9]*, at most 1\.265; 0 beyond 3, chance allows 3; 0 beyond 4" "$tmp/out" &&
    grep -q "^exact binomial tails: 0 positions as rare as beyond 3 standard errors, 0 as rare as beyond 4$" "$tmp/report"
result $? "counts equal to the table fit it (mean z^2 about 0, none beyond 3, none rare by the binomial)"

verdict "50-50:6"
grep -q "^as a perfect table would: no (.* 1 beyond 3, chance allows 3; 1 beyond 4, none allowed)" "$tmp/out" &&
    grep -q "^worst |z| 6\.[0-9]* at 50-50 " "$tmp/report"
result $? "one position 6 standard errors off fails: beyond 4, named as the worst"
grep -q "^exact binomial tails: 1 positions as rare as beyond 3 standard errors, 1 as rare as beyond 4$" "$tmp/report"
result $? "one position 6 standard errors off: as rare as beyond 4 by the binomial too"

# Near a sure win the normal approximation makes far counts rarer than they are: where the
# dealer lacks 11 and the pone 29 the table loses 0.15%, 6 games of 4,032; 16 lost is 4.11
# standard errors off, but 16 or more has a binomial chance of about 5 in 10,000.
echo "11 29 4032 4016" | "$sweep" --report 121 >"$tmp/report"
grep -q "^exact binomial tails: 1 positions as rare as beyond 3 standard errors, 0 as rare as beyond 4$" "$tmp/report" &&
    grep -q " 1 beyond 4, none allowed)$" "$tmp/report"
result $? "16 of 4,032 lost where the table loses 6: beyond 4 by z, not by the binomial"

verdict "50-50:3.5 52-55:-3.5 55-52:3.5 58-47:-3.5"
grep -q "^as a perfect table would: no (.* 4 beyond 3, chance allows 3; 0 beyond 4, none allowed)" "$tmp/out"
result $? "four positions 3.5 standard errors off fail: more beyond 3 than chance allows"

# Every position 1.5 standard errors off (those near a sure win or loss move less: their
# counts are held between 0 and every deal, and a standard error less than a deal's worth
# counts as one deal's worth).
verdict "all:1.5"
awk '/^as a perfect table would: no \(mean z\^2 / { z = $9 + 0; exit !(z > 1.265 && z < 2.3) }
     { exit 1 }' "$tmp/out" && grep -q " 0 beyond 3, chance allows 3; 0 beyond 4" "$tmp/out"
result $? "every position 1.5 standard errors off fails on mean z^2 alone"

echo "1 1 4000 4001" | "$sweep" --report 61 >"$tmp/out" 2>&1
rc=$?
[ "$rc" -ne 0 ] && grep -q "a bad line: 1 1 4000 4001" "$tmp/out"
result $? "more wins than deals: refused, the line named (status $rc)"

# The report by region, 15 needs a side: the 16 by 16 positions of the game to 61 are 225
# where both lack at most 15, 15 and 15 where one side lacks 16, and 1 where both do.
awk '/^region /' "$tmp/table" >"$tmp/out"
[ "$(wc -l <"$tmp/out")" -eq 4 ] &&
    grep -q "^region 1-15  1-15   225 " "$tmp/out" && grep -q "^region 1-15  16-30   15 " "$tmp/out" &&
    grep -q "^region 16-30 1-15    15 " "$tmp/out" && grep -q "^region 16-30 16-30    1 " "$tmp/out"
result $? "the report's regions: 225, 15, 15 and 1 positions"

# The parts' variance by region: two parts alike vary by 0; a part at the table and one 1
# standard error above it everywhere, by about (root of 225)^2 / 2 where both lack at most
# 15 (less: counts near a sure win move less). One part alone has none to show.
counts "" >"$tmp/p1"
counts "all:1" >"$tmp/p2"
{ echo "# part 0 of 2"; cat "$tmp/p1"; echo "# part 1 of 2"; cat "$tmp/p1"; } |
    "$sweep" --report 61 | grep "^region 1-15  1-15 " >"$tmp/out"
awk '{ exit !(NF == 7 && $7 == "0.00") }' "$tmp/out"
result $? "the parts' variance of two parts alike: 0 ($(cat "$tmp/out"))"
{ echo "# part 0 of 2"; cat "$tmp/p1"; echo "# part 1 of 2"; cat "$tmp/p2"; } |
    "$sweep" --report 61 | grep "^region 1-15  1-15 " >"$tmp/out"
awk '{ exit !(NF == 7 && $7 > 80 && $7 < 113) }' "$tmp/out"
result $? "the parts' variance of a part 1 standard error off: near 112 ($(cat "$tmp/out"))"
"$sweep" --report 61 <"$tmp/p1" | grep "^region 1-15  1-15 " >"$tmp/out"
awk '{ exit !(NF == 6) }' "$tmp/out"
result $? "one part: no parts' variance ($(cat "$tmp/out"))"

# --compare: a file against itself is alike everywhere; 50 wins of 100 against 30 of 100 is
# 0.2 apart, 2.89 standard errors of the difference (the shares pooled: 0.4); a position
# that only one file has, or where the dealer always won in both, is left out.
counts "" >"$tmp/a"
"$sweep" --compare "$tmp/a" "$tmp/a" | tail -n 1 >"$tmp/out"
grep -q "^A against B: 25[0-9] positions; mean z +0\.000, mean z^2 0\.000 .* 0 beyond 3, 0 beyond 4; worst 0\.00 at needs [1-9]" "$tmp/out"
result $? "--compare: a file against itself is alike at every position"
printf '1 1 100 50\n2 2 10 10\n# a comment\n3 3 10 5\n' >"$tmp/a"
printf '1 1 100 30\n2 2 10 10\n' >"$tmp/b"
"$sweep" --compare "$tmp/a" "$tmp/b" >"$tmp/out"
grep -q "^  1 1          100   0\.5000      100   0\.3000   2\.89$" "$tmp/out" &&
    grep -q "^A against B: 1 positions; mean z +2\.887, mean z^2 8\.333 .*; 0 beyond 3, 0 beyond 4; worst 2\.89 at needs 1-1 " "$tmp/out"
result $? "--compare: 50 of 100 against 30 of 100 is 2.89 apart; the others left out"
"$sweep" --compare "$tmp/a" "$tmp/missing" >/dev/null 2>"$tmp/out"
rc=$?
echo "1 1 10 11" >"$tmp/b"
"$sweep" --compare "$tmp/a" "$tmp/b" >/dev/null 2>>"$tmp/out"
rc2=$?
[ "$rc" -ne 0 ] && [ "$rc2" -ne 0 ] && grep -q "cannot read $tmp/missing" "$tmp/out" &&
    grep -q "^chance_sweep --compare: a bad line: 1 1 10 11" "$tmp/out"
result $? "--compare: a missing file and a bad line refused, each named (status $rc, $rc2)"

# The corner of the dealer's needs 1 to 3 and the pone's 1 to 2, 4 deals a position, twice:
# the same counts (each position's deals from seeds of its own), and a bad corner refused.
"$sweep" 61 3x2 4 7 >"$tmp/corner" 2>"$tmp/out" &&
    "$sweep" 61 3x2 4 7 | cmp -s - "$tmp/corner" &&
    awk 'NF != 4 || $3 < 4 || $4 > $3 { exit 1 } { seen[$1 " " $2] = 1 }
         END { exit !(NR == 6 && ("3 2" in seen) && ("1 1" in seen) && !("2 3" in seen)) }' \
        "$tmp/corner"
result $? "a corner 3x2: its 6 positions, at least 4 deals each, the same when run again"

bad=""
for need in 0 3x 3x0 x2 3x2x 61 3x61 3X2; do
    "$sweep" 61 "$need" 4 7 >/dev/null 2>"$tmp/out" && bad="$bad $need"
    grep -q "^usage: chance_sweep TARGET NEED|AxB " "$tmp/out" || bad="$bad $need(message)"
done
[ -z "$bad" ]
result $? "corners that are no corner of the game to 61 refused:${bad:- all of them}"

tap_end
