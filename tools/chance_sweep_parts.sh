#!/bin/sh
# SPDX-License-Identifier: MIT
# The sweep of the chance table at 4,000 deals a position, in 64 parts that add up over
# sessions and machines (about 16 hours of a core in all: a part of the game to 121 took
# 497 s of a core, one of the game to 61 108 s). Runs the parts FIRST to LAST of the game
# to TARGET (121 or 61), JOBS at a time (default: the cores), each
#
#   build/tools/chance_sweep 121 31 4000 300000001 P 64    (61: 61 16 4000 310000001 P 64)
#
# and appends each that ends well to tools/chance_sweep_TARGET.txt (or SWEEP_FILE) under a
# line that says which part it is and which table it played with. The strong bot reads the table near the
# end, so the games are the table's: a part is refused when the file's parts were played
# with another table (start a new file then), and a part the file has is not run again.
# Then `build/tools/chance_sweep --report TARGET < tools/chance_sweep_TARGET.txt` (run
# make first).
#   tools/chance_sweep_parts.sh TARGET FIRST LAST
set -eu
case "${1:-}" in
121) need=31 seed=300000001 ;;
61) need=16 seed=310000001 ;;
*)
    echo "usage: tools/chance_sweep_parts.sh 121|61 FIRST LAST" >&2
    exit 2
    ;;
esac
target=$1
first=${2:-}
last=${3:-}
case "$first$last" in '' | *[!0-9]*)
    echo "usage: tools/chance_sweep_parts.sh 121|61 FIRST LAST (parts 0 to 63)" >&2
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
file=${SWEEP_FILE:-tools/chance_sweep_$target.txt}
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
export sweep target need seed table file tmp
xargs -P "${JOBS:-$(nproc 2>/dev/null || echo 2)}" -I{} sh -c '
    p=$1
    if ! "$sweep" "$target" "$need" 4000 "$seed" "$p" 64 >"$tmp/$p.out"; then
        echo "part $p: failed" >&2
        exit 1
    fi
    (
        flock 9
        echo "# part $p of 64: chance_sweep $target $need 4000 $seed $p 64; table $table"
        cat "$tmp/$p.out"
    ) 9>"$tmp/lock" >>"$file"
    echo "part $p: appended to $file"' sh {} <"$tmp/todo"
