#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A bot for `crib arena` written in Python with nothing but the standard library.

The arena writes one JSON object a line on our standard input: first hello (the rules
and the run), then events (game, deal, starter, card, go, show, end), requests (discard,
play), and bye last (docs/bots.md). We answer each request with one line, flushed:
{"discard": ["5h", "Kd"]} or {"card": "7c"} ({"card": null} says go, which the arena only
asks for under --ask-go). Our standard output carries nothing else: a debug line there
would be taken as an answer, so it goes to standard error. This bot lays away its two
highest cards (one in the game with two to the crib) and plays the legal card that makes
15 or 31, else the lowest. Try it:

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
