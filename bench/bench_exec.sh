#!/bin/sh
# SPDX-License-Identifier: MIT
# What crib arena's JSON-lines protocol costs (make bench): easy against easy in one
# process, and easy against build/bench/exec_bot (an outside bot that takes no time to
# decide) through the protocol, on one thread, in turns, RUNS times each (default 5) of
# GAMES games (default 2000). Prints each run's games a second, then the medians and what
# the protocol adds: microseconds a game and a request (the bot counts its requests). The
# figures move with the machine's load; compare only runs made together.
# usage: sh bench/bench_exec.sh [CRIB [BOT]]
crib=${1:-bin/crib}
bot=${2:-build/bench/exec_bot}
games=${GAMES:-2000}
runs=${RUNS:-5}
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.runs"' EXIT

rate() { # rate OUTPUT: the games a second of a crib arena report
    sed -n 's/.*: \([0-9.]*\) games\/s.*/\1/p' "$1"
}

i=0
while [ "$i" -lt "$runs" ]; do
    i=$((i + 1))
    "$crib" arena easy easy --games "$games" --threads 1 --no-progress >"$tmp" 2>&1
    inside=$(rate "$tmp")
    "$crib" arena easy "exec:$bot" --games "$games" --threads 1 --no-progress >"$tmp" 2>&1
    outside=$(rate "$tmp")
    requests=$(sed -n 's/^exec_bot: \([0-9]*\) requests$/\1/p' "$tmp")
    echo "run $i: in one process $inside games/s; through the protocol $outside games/s" \
        "($requests requests)"
    echo "$inside $outside $requests" >>"$tmp.runs"
done
median() { # median COLUMN: the median of a column of the runs
    cut -d' ' -f"$1" "$tmp.runs" | sort -n | sed -n "$(((runs + 1) / 2))p"
}
inside=$(median 1)
outside=$(median 2)
requests=$(median 3)
awk -v inside="$inside" -v outside="$outside" -v requests="$requests" -v games="$games" '
    BEGIN {
        a_game = 1e6 / outside - 1e6 / inside
        per = requests / games
        printf "median: in one process %.0f games/s; through the protocol %.0f games/s\n",
            inside, outside
        printf "the protocol adds %.0f us a game, %.1f us a request (%.1f requests a game)\n",
            a_game, a_game / per, per
    }'
