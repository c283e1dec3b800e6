#!/bin/sh
# SPDX-License-Identifier: MIT
# Writes test/data/chance_games.txt, the strong bot's games against itself from a few
# positions at the end of the game, which test_chance checks the win-probability table
# against: for each position, GAMES games (default 8000) from the seed given, the dealer's
# wins, and the wins in the first FIRST of them (default 100), which the test plays again
# to show that the counts are still those of the library's bot (run make first; rerun this
# when the strong bot or the table changes). Minutes.
#   tools/chance_games.sh [GAMES] [FIRST] [CRIB] > test/data/chance_games.txt
games=${1:-8000}
first=${2:-100}
crib=${3:-bin/crib}
echo "# The strong bot against itself from positions at the end of the game: target,"
echo "# dealer's score, pone's score, first seed, games, the dealer's wins, and the first"
echo "# games and the dealer's wins in them. Written by tools/chance_games.sh $games $first."
seed=30000001
for state in 121:119:119 121:115:112 121:110:115 61:55:58 121:100:100 121:90:100 121:100:90 \
    61:30:40 121:105:118; do
    t=${state%%:*}
    rest=${state#*:}
    d=${rest%%:*}
    p=${rest#*:}
    wins() {
        "$crib" arena strong strong --single --no-progress --json --target "$t" \
            --from "$d,$p" --dealer 0 --games "$1" --seed "$seed" |
            sed 's/.*"win_a":\([0-9.]*\).*/\1/' | awk -v n="$1" '{ printf "%.0f", $1 * n }'
    }
    echo "$t $d $p $seed $games $(wins "$games") $first $(wins "$first")"
    seed=$((seed + games))
done
