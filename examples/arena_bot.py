#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A bot for `crib arena` written in Python with nothing but the standard library.

The arena writes one JSON object a line on our standard input: events (game, deal,
starter, card, go, show, end, bye) and requests (discard, play). We answer each request
with one line: {"discard": ["5h", "Kd"]} or {"card": "7c"} ({"card": null} says go).
This bot lays away its two highest cards and plays the legal card that makes 15 or 31,
else the lowest. Try it:

    bin/crib arena strong "exec:python3 examples/arena_bot.py" --games 100
"""
import json
import sys

RANKS = {"A": 1, "J": 10, "Q": 10, "K": 10}


def value(card):
    rank = card[:-1]
    return RANKS.get(rank, None) or int(rank)


def main():
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg["type"]
        if kind == "discard":
            hand = sorted(msg["hand"], key=value)
            answer = {"discard": hand[-msg["lay_away"]:]}
        elif kind == "play":
            legal = sorted(msg["legal"], key=value)
            best = next((c for c in legal if msg["count"] + value(c) in (15, 31)), None)
            answer = {"card": best or (legal[0] if legal else None)}
        elif kind == "bye":
            break
        else:
            continue
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
