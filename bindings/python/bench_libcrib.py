#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make bench, the Python part: the binding's single calls in a Python loop against its
bulk functions over buffers, on the same seeded hands and deals, in one run on one thread.
Prints figures only: the best of a few rounds of each, per item, and the ratio. The library
is this tree's (or LIBCRIB_PATH's), as for the tests."""

import random
import sys
import time
from array import array
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import libcrib  # noqa: E402  (found through the path set just above)

ROUNDS = 3


def best_of(fn):
    """The best time of ROUNDS calls of fn, and what the last one returned."""
    best, out = float("inf"), None
    for _ in range(ROUNDS):
        start = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - start)
    return best, out


def compare(what, n, unit, single, bulk, same):
    """Times both ways, checks that they agree, prints one line."""
    t_single, a = best_of(single)
    t_bulk, b = best_of(bulk)
    if not same(a, b):
        sys.exit(f"bench_libcrib: {what}: the single calls and the bulk call disagree")
    print(f"{what:<34} {n:>7} {unit:<6} {t_single / n * 1e9:>10.0f} ns {t_bulk / n * 1e9:>9.0f} ns"
          f" {t_single / t_bulk:>7.1f}x")


def main():
    rng = random.Random(2026)
    hands = [rng.sample(range(52), 5) for _ in range(200_000)]
    masks = array("Q", [sum(1 << c for c in h[:4]) for h in hands])
    starters = array("B", [h[4] for h in hands])
    cards = [h[:4] for h in hands]
    deals = [rng.sample(range(52), 6) for _ in range(60)]
    flat_deals = bytes(c for d in deals for c in d)
    print(f"libcrib {libcrib.version()}, Python {sys.version.split()[0]}; best of {ROUNDS}; "
          "per item")
    print(f"{'':<34} {'items':>7} {'':<6} {'single':>13} {'bulk':>12} {'ratio':>8}")

    n = len(masks)
    compare("mask_score vs mask_score_many", n, "hands",
            lambda: [libcrib.mask_score(m, s) for m, s in zip(masks, starters)],
            lambda: libcrib.mask_score_many(masks, starters),
            lambda a, b: a == list(b))
    n = 20_000
    compare("score().total vs mask_score_many", n, "hands",
            lambda: [libcrib.score(c, s).total for c, s in zip(cards[:n], starters[:n])],
            lambda: libcrib.mask_score_many(masks[:n], starters[:n]),
            lambda a, b: a == list(b))
    compare("mask_score_starters vs _many", n, "hands",
            lambda: [libcrib.mask_score_starters(m) for m in masks[:n]],
            lambda: libcrib.mask_score_starters_many(masks[:n]),
            lambda a, b: [255 if s is None else s for row in a for s in row] == list(b))
    n = len(deals)
    compare("discard_analyze vs _many", n, "deals",
            lambda: [libcrib.discard_analyze(d, dealer=True)[0] for d in deals],
            lambda: libcrib.discard_analyze_many(flat_deals, dealer=True),
            lambda a, b: [libcrib.mask_from_cards(k.keep) for k in a] == list(b[0]))
    print("The fast evaluator's bulk functions are one ctypes call for the whole buffer (the "
          "library's\ncrib_mask_score_many and crib_mask_score_starters_many); the discard "
          "analysis is still a call\nper deal, whose millisecond dwarfs a call's cost. "
          "build/bench/bench (make bench) times the C alone.")


if __name__ == "__main__":
    main()
