# SPDX-License-Identifier: MIT
"""Discard analysis (crib_hand_expect, crib_discard_expect, crib_discard_analyze,
crib_discard_table and their optimal-model forms): exact expectations of a hand or a crib
before the cut, every keep of a deal, best first, and the table of two discarded ranks."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, List, Optional, Tuple

from ._cards import Card, Cards, MaskOrCards, _array, _card_list, _hand_mask, mask_to_cards
from ._checks import _c, _flag
from ._native import STRUCT, check
from ._native import lib as _lib
from ._results import _Record


@dataclass(frozen=True)
class Expect(_Record):
    """An exact expectation: a score summed over count equally likely cases, the least
    and the most; mean is sum / count as a float (the exact value is the fraction)."""
    sum: int
    count: int
    min: int
    max: int
    mean: float


def _expect(raw: Any) -> Expect:
    return Expect(sum=raw.sum, count=raw.count, min=raw.min, max=raw.max, mean=raw.mean)


def hand_expect(hand: MaskOrCards, dead: MaskOrCards = 0) -> Expect:
    """The expected show of a hand (3 or 4 cards) over every starter in neither hand nor
    dead (cards known elsewhere, such as the discards)."""
    out = STRUCT["crib_expect"]()
    check(_lib.crib_hand_expect(_hand_mask(hand), _hand_mask(dead), ctypes.byref(out)))
    return _expect(out)


_MODELS = ("random", "optimal")


def _model_flag(model: str) -> int:
    """The flag of a crib model by name: "random" (the other crib cards drawn at random from
    the unseen cards) or "optimal" (the opponent's two thrown as a solved player throws
    them in their role)."""
    if model not in _MODELS:
        raise ValueError(f"libcrib: model must be 'random' or 'optimal', not {model!r}")
    return int(_c.DISCARD_MODEL_OPTIMAL) if model == "optimal" else 0


def _model_flags(model: str, dealer: Optional[bool]) -> int:
    """The model's flag, with the dealer's when dealer is True: the optimal model needs the
    role, the random one takes it when given."""
    flags = _model_flag(model)
    if flags and dealer is None:
        raise TypeError("libcrib: the optimal model needs dealer=True or False")
    if dealer is not None and _flag(dealer, "dealer"):
        flags |= int(_c.DISCARD_DEALER)
    return flags


def discard_expect(discard: MaskOrCards, dead: MaskOrCards = 0, *,
                   model: str = "random", dealer: Optional[bool] = None) -> Expect:
    """The expected crib from 1 to 4 known cards, the rest of the crib and the starter drawn
    from the cards in neither discard nor dead (crib rules). With model="optimal" (2 known
    cards; dealer=True when they are the dealer's, False the pone's) the opponent's two are
    thrown as a solved player throws them, and count is a total weight, not a number of
    cases."""
    out = STRUCT["crib_expect"]()
    flags = _model_flags(model, dealer)
    if flags:
        check(_lib.crib_discard_expect_model(_hand_mask(discard), _hand_mask(dead), flags,
                                             ctypes.byref(out)))
    else:
        check(_lib.crib_discard_expect(_hand_mask(discard), _hand_mask(dead),
                                       ctypes.byref(out)))
    return _expect(out)


@dataclass(frozen=True)
class Keep(_Record):
    """One way to keep a deal: the kept and discarded Cards (in id order), the hand's and
    the crib's Expect, and value: hand.mean + crib.mean for the dealer, minus for the pone.
    to_dict() is a keep of `crib discard --json`, its means unrounded."""
    keep: Tuple[Card, ...]
    discard: Tuple[Card, ...]
    hand: Expect
    crib: Expect
    value: float


def _discard_flags(dealer: bool, five_card: bool) -> int:
    return ((int(_c.DISCARD_DEALER) if _flag(dealer, "dealer") else 0)
            | (int(_c.DISCARD_FIVE_CARD) if _flag(five_card, "five_card") else 0))


def discard_analyze(dealt: Cards, *, dealer: bool, five_card: bool = False,
                    model: str = "random") -> List[Keep]:
    """Every way to keep a deal of 6 cards (keep 4) or 5 (keep 4, or 3 with five_card=True),
    best first, with exact expectations. dealer (True or False) says whose crib it is: it
    has no default, as the answer turns on it. model="optimal" (six cards only) completes
    the crib with the opponent's cards thrown as a solved player throws them."""
    flags = _discard_flags(dealer, five_card) | _model_flag(model)
    array, n = _array(_card_list(dealt))
    keeps = (STRUCT["crib_keep"] * _c.DISCARD_MAX_KEEPS)()
    got = check(_lib.crib_discard_analyze(array, n, flags, keeps, len(keeps)))
    return [Keep(keep=tuple(mask_to_cards(k.keep)), discard=tuple(mask_to_cards(k.discard)),
                 hand=_expect(k.hand), crib=_expect(k.crib), value=k.value)
            for k in keeps[:got]]


@dataclass(frozen=True)
class PairValue(_Record):
    """An entry of the discard table: two discarded ranks as texts ("A", "10", "K"), lowest
    first, whether they share a suit, and the crib summed over the 58,800 completions by
    the other 50 cards, with its mean; to_dict() is a pair of `crib crib-table --json`."""
    ranks: Tuple[str, str]
    suited: bool
    sum: int
    mean: float


def _rank_text(rank: int) -> str:
    # The library's card text is the one place rank names are written: strip the suit.
    return str(Card(rank * 4))[:-1]


def discard_table(*, model: str = "random", dealer: Optional[bool] = None) -> List[PairValue]:
    """The expected crib of every two discarded ranks, suited or not, when nothing else is
    known: DISCARD_TABLE_SIZE PairValues in order of ranks, unsuited first. With
    model="optimal", the dealer's (dealer=True) or the pone's (dealer=False) crib when the
    other two are thrown as a solved player throws them. It never changes, so keep it if
    you need it often."""
    table = (STRUCT["crib_pair_value"] * _c.DISCARD_TABLE_SIZE)()
    flags = _model_flags(model, dealer)
    if flags:
        n = check(_lib.crib_discard_table_model(flags, table, len(table)))
    else:
        n = check(_lib.crib_discard_table(table, len(table)))
    return [PairValue(ranks=(_rank_text(e.rank1), _rank_text(e.rank2)),
                      suited=bool(e.suited), sum=e.sum, mean=e.mean) for e in table[:n]]
