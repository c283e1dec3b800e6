#!/bin/sh
# SPDX-License-Identifier: MIT
# The sweeps of the chance table, in 64 parts that add up over sessions and machines. Runs
# the parts FIRST to LAST of one sweep, JOBS at a time (default: the cores), and appends
# each that ends well to its file (or SWEEP_FILE) under a line that says which part it is
# and which table it played with:
#
#   121  the check of the game to 121 at 4,000 deals a position (about 4 hours of a core
#        in all on a 2-core machine: a part took about 3.8 minutes of a core), on seeds
#        that no table was made or chosen from (the sweeps of earlier tables are at
#        commit 2934a90, from 300000001, and of the table of commit e20113c at commit
#        0edeb6a, from 340000001)
#          build/tools/chance_sweep 121 31 4000 390000001 P 64  > tools/chance_sweep_121.txt
#   61   the check of the game to 61 alike (about an hour of a core: a part took 55 s), on
#        seeds of its own (the sweep of the table of commit e20113c, from 350000001, is at
#        commit d37fb7e)
#          build/tools/chance_sweep 61 16 4000 380000001 P 64   > tools/chance_sweep_61.txt
#   end  the measured end that tools/gen_chance.c reads beside tools/chance_end.txt: the
#        dealer's needs 1 to 30 and the pone's 1 to 15 at 12,800 deals a position, on
#        seeds of its own (past the dealer's 15 the model misses most where the pone is
#        near: docs/analysis.md); about 6 hours of a core, a part took about 6 minutes
#          build/tools/chance_sweep 121 30x15 12800 320000001 P 64 > tools/chance_end_sweep.txt
#   end30  the end measured farther, where the pone lacks 16 to 30 too (the 121 sweep with
#        the table made from end found the dealer underrated where the dealer lacks 15 or
#        less and the pone more: docs/analysis.md): the dealer's and the pone's needs 1 to
#        30 at 12,800 deals a position, on seeds of its own; about 11 hours of a core, a
#        part took about 10 minutes
#          build/tools/chance_sweep 121 30x30 12800 330000001 P 64 > tools/chance_end_sweep_30.txt
#   near121, near61  the check of the positions where the pone lacks 1 to 4 (of 121: the
#        dealer 1 to 31; of 61: 1 to 16) at 4,000 deals a position, on seeds of their own:
#        the rows that the table's end fit changed when it stopped smoothing across the
#        pone's needs 1 to 3 (docs/analysis.md); a part of near121 took 20 s of a core
#          build/tools/chance_sweep 121 31x4 4000 360000001 P 64 > tools/chance_sweep_121_near.txt
#          build/tools/chance_sweep 61 16x4 4000 370000001 P 64  > tools/chance_sweep_61_near.txt
#
# The strong bot reads the table near the end, so the games are the table's: a part is
# refused when the file's parts were played with another table (start a new file then),
# and a part the file has is not run again. Then `build/tools/chance_sweep --report TARGET
# < FILE` (run make first).
#   tools/chance_sweep_parts.sh 121|61|end|end30|near121|near61 FIRST LAST
set -eu
case "${1:-}" in
121) target=121 need=31 games=4000 seed=390000001 ;;
61) target=61 need=16 games=4000 seed=380000001 ;;
end) target=121 need=30x15 games=12800 seed=320000001 ;;
end30) target=121 need=30x30 games=12800 seed=330000001 ;;
near121) target=121 need=31x4 games=4000 seed=360000001 ;;
near61) target=61 need=16x4 games=4000 seed=370000001 ;;
*)
    echo "usage: tools/chance_sweep_parts.sh 121|61|end|end30|near121|near61 FIRST LAST" >&2
    exit 2
    ;;
esac
name=$1
first=${2:-}
last=${3:-}
case "$first$last" in '' | *[!0-9]*)
    echo "usage: tools/chance_sweep_parts.sh 121|61|end|end30|near121|near61 FIRST LAST (parts 0 to 63)" >&2
    exit 2
    ;;
esac
if [ "$first" -gt "$last" ] || [ "$last" -gt 63 ]; then
    echo "chance_sweep_parts: the parts are 0 to 63, FIRST no more than LAST" >&2
    exit 2
fi
sweep=${SWEEP:-build/tools/chance_sweep}
[ -x "$sweep" ] || {
    echo "chance_sweep_parts: $sweep is missing (run make)" >&2
    exit 1
}
case $name in
end) file=${SWEEP_FILE:-tools/chance_end_sweep.txt} ;;
end30) file=${SWEEP_FILE:-tools/chance_end_sweep_30.txt} ;;
near121) file=${SWEEP_FILE:-tools/chance_sweep_121_near.txt} ;;
near61) file=${SWEEP_FILE:-tools/chance_sweep_61_near.txt} ;;
*) file=${SWEEP_FILE:-tools/chance_sweep_$name.txt} ;;
esac
table=$(sha256sum src/gen/chance_table.h | cut -d' ' -f1)
if [ -s "$file" ] && ! grep -q "^# part .* table $table\$" "$file"; then
    echo "chance_sweep_parts: $file was played with another src/gen/chance_table.h" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for p in $(seq "$first" "$last"); do
    grep -q "^# part $p of 64:" "$file" 2>/dev/null || echo "$p"
done >"$tmp/todo"
# Each part appended as it ends (under a lock: JOBS run at once), so that a run cut short
# keeps the parts it finished.
export sweep target need games seed table file tmp
xargs -P "${JOBS:-$(nproc 2>/dev/null || echo 2)}" -I{} sh -c '
    p=$1
    if ! "$sweep" "$target" "$need" "$games" "$seed" "$p" 64 >"$tmp/$p.out"; then
        echo "part $p: failed" >&2
        exit 1
    fi
    (
        flock 9
        echo "# part $p of 64: chance_sweep $target $need $games $seed $p 64; table $table"
        cat "$tmp/$p.out"
    ) 9>"$tmp/lock" >>"$file"
    echo "part $p: appended to $file"' sh {} <"$tmp/todo"
