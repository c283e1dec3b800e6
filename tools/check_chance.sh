#!/bin/sh
# SPDX-License-Identifier: MIT
# The win-probability table against real games: from each position of the board (the
# target, the dealer's score, the pone's score), GAMES games (default 4000) of the strong
# bot against itself in the arena, the dealer's share of wins beside the table's chance,
# the games' standard error and how many of them apart the two are. Without POSITIONS, 25
# positions: 20 across the board and five that end games (run make first). Slow: games
# from the start take about 50 ms each, from the last points a few.
#   tools/check_chance.sh [GAMES] [CRIB] [TARGET:DEALER:PONE ...]   (CRIB default bin/crib)
games=${1:-4000}
crib=${2:-bin/crib}
[ $# -gt 2 ] && shift 2 || set --
[ $# -gt 0 ] || set -- 121:0:0 121:60:60 121:100:100 121:110:115 121:115:110 121:90:110 \
    121:110:90 121:0:100 121:100:0 121:30:80 121:80:30 121:117:117 121:105:95 121:118:100 \
    121:45:70 61:0:0 61:40:50 61:50:40 61:55:58 61:20:45 121:115:112 121:119:119 \
    121:105:100 121:110:100 121:120:118
seed=20000001
printf '%-6s %-9s %8s %8s %8s %6s\n' target position table games se z
worst=0
n=0
for state in "$@"; do
    t=${state%%:*}
    rest=${state#*:}
    d=${rest%%:*}
    p=${rest#*:}
    table=$("$crib" chance --target "$t" --json "$d" "$p" dealer |
        sed 's/.*"win":\([0-9.]*\).*/\1/')
    won=$("$crib" arena strong strong --single --no-progress --json --target "$t" \
        --from "$d,$p" --dealer 0 --games "$games" --seed "$seed" |
        sed 's/.*"win_a":\([0-9.]*\).*/\1/')
    seed=$((seed + games))
    line=$(awk -v t="$table" -v w="$won" -v n="$games" 'BEGIN {
        se = sqrt(t * (1 - t) / n); if (se < 1 / n) se = 1 / n
        z = (w - t) / se
        printf "%8.4f %8.4f %8.4f %6.2f", t, w, se, z }')
    printf '%-6s %-9s %s\n' "$t" "$d-$p" "$line"
    z=$(echo "$line" | awk '{ print ($4 < 0 ? -$4 : $4) }')
    worst=$(awk -v a="$worst" -v b="$z" 'BEGIN { print (b > a ? b : a) }')
    n=$((n + 1))
done
echo "worst |z| $worst over $n positions of $games games each"
