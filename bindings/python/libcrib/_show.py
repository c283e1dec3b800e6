# SPDX-License-Identifier: MIT
"""The show (crib_hand_score, crib_score_format, crib_mask_score, crib_mask_score_starters):
score() itemises a hand or a crib with its starter as a Score of Items; mask_score and
mask_score_starters are the fast evaluator."""

from __future__ import annotations

import ctypes
import warnings
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _names
from ._cards import (Card, CardLike, Cards, MaskOrCards, _array, _card_id, _card_list,
                     _hand_mask, _mask, heels)
from ._checks import _c, _flag, _int, _text_result, _u32
from ._enums import ItemKind
from ._native import STRUCT, CribError, check
from ._native import lib as _lib
from ._results import _plain, _Record


@dataclass(frozen=True)
class Item(_Record):
    """One scoring combination: its kind (ItemKind), points, the cards it uses in the order
    of the hand with the starter last, their positions (hand indexes and "starter"), and
    their mask."""
    kind: ItemKind
    points: int
    cards: Tuple[Card, ...]
    positions: Tuple[Union[int, str], ...]
    mask: int

    def to_dict(self) -> Dict[str, Any]:
        """As an item of `crib score --json`."""
        return {"kind": str(self.kind), "points": self.points,
                "cards": _plain(self.cards), "positions": list(self.positions)}


@dataclass(frozen=True)
class Score(_Record):
    """The itemised show of a hand or crib; to_dict() is what `crib score --json` prints."""
    hand: Tuple[Card, ...]
    starter: Card
    crib: bool
    total: int
    fifteens: int
    runs: int
    pairs: int
    flush: int
    nobs: int
    heels: int
    items: Tuple[Item, ...]
    announcement: str

    def _raw(self) -> Any:
        """The crib_score this Score was made from (or would be), for Game.claim_score."""
        raw = STRUCT["crib_score"]()
        for name in ("total", "fifteens", "runs", "pairs", "flush", "nobs"):
            setattr(raw, name, _u32(getattr(self, name), f"Score.{name}"))
        if len(self.items) > _c.SCORE_MAX_ITEMS:
            raise CribError(_c.ERANGE, f"libcrib: a Score has at most {_c.SCORE_MAX_ITEMS} "
                            "items")
        raw.n_items = len(self.items)
        for i, item in enumerate(self.items):
            kind, points = _u32(item.kind, "Item.kind"), _u32(item.points, "Item.points")
            if kind > 255 or points > 255:
                raise CribError(_c.ERANGE, "libcrib: an Item's kind or points is out of "
                                "range")
            positions = 0
            for at in item.positions:
                positions |= 1 << (_c.POS_STARTER if at == "starter"
                                   else _int(at, 0, _c.POS_STARTER, _c.ERANGE,
                                             "Item.positions"))
            raw.items[i].cards, raw.items[i].kind = _mask(item.mask), kind
            raw.items[i].points, raw.items[i].positions = points, positions
            raw.items[i].size = len(item.positions)
        return raw


def _item(raw: Any, shown: List[Card]) -> Item:
    starter = len(shown) - 1
    used = [i for i in range(starter) if raw.positions >> i & 1]
    if raw.positions >> _c.POS_STARTER & 1:
        used.append(starter)
    return Item(kind=_names.member(ItemKind, raw.kind), points=raw.points,
                cards=tuple(shown[i] for i in used),
                positions=tuple("starter" if i == starter else i for i in used),
                mask=raw.cards)


def _order(order: Sequence[int]) -> Tuple[Any, int]:
    """The indexes of a score's items, in the order a claimant announces them, as a C array
    of bytes; the library checks that each item is there once."""
    indexes = [_int(i, 0, 256, _c.ERANGE, "an item's index") for i in order]
    return (ctypes.c_uint8 * max(len(indexes), 1))(*indexes), len(indexes)


def _score_flags(crib: bool) -> int:
    return int(_c.SCORE_CRIB) if _flag(crib, "crib") else 0


def score(hand: Cards, starter: CardLike, *, crib: bool = False,
          five_card: bool = False) -> Score:
    """Scores a hand of 4 cards or, with crib=True, a crib of 4, or with five_card=True a
    hand of 3 (the five-card game), with its starter. five_card=True takes exactly 3 cards
    (CribError ECOUNT otherwise), as `crib score --five-card` does.

    Deprecated: a hand of 3 without five_card=True, which 1.0 scored as this docstring
    said, is still scored, with a DeprecationWarning; 2.0 will refuse it (ECOUNT), as
    `crib score` and the JavaScript binding do, since 3 cards are more likely a hand of 4
    with one forgotten."""
    cards = _card_list(hand)
    if _flag(five_card, "five_card") and len(cards) != 3:
        raise CribError(_c.ECOUNT)
    if not five_card and len(cards) == 3 and not _flag(crib, "crib"):
        warnings.warn("libcrib: score() of a hand of 3 cards without five_card=True is "
                      "deprecated and 2.0 will refuse it; pass five_card=True",
                      DeprecationWarning, stacklevel=2)
    start = Card(starter)
    array, n = _array(cards)
    raw = STRUCT["crib_score"]()
    check(_lib.crib_hand_score(array, n, start, _score_flags(crib), ctypes.byref(raw)))
    return _score_of(raw, cards, start, crib)


def _score_of(raw: Any, cards: List[Card], start: Card, crib: bool) -> Score:
    """The Score of a crib_score filled for these cards and starter."""
    shown = cards + [start]
    return Score(
        hand=tuple(cards), starter=start, crib=bool(crib), total=raw.total,
        fifteens=raw.fifteens, runs=raw.runs, pairs=raw.pairs, flush=raw.flush,
        nobs=raw.nobs, heels=heels(start),
        items=tuple(_item(raw.items[i], shown) for i in range(raw.n_items)),
        announcement=_text_result(_lib.crib_score_format, ctypes.byref(raw), cap=512))


def mask_score(hand: MaskOrCards, starter: CardLike, *, crib: bool = False) -> int:
    """The fast evaluator: the total of a hand (3 or 4 cards) or, with crib=True, a crib,
    with its starter; the same as score(...).total."""
    return check(_lib.crib_mask_score(_hand_mask(hand), _card_id(starter),
                                     _score_flags(crib)))


def mask_score_starters(hand: MaskOrCards, *, crib: bool = False) -> List[Optional[int]]:
    """The totals of a hand or crib with every starter at once: a list indexed by card id,
    with None for the hand's own cards."""
    mask = _hand_mask(hand)
    scores = (ctypes.c_uint8 * _c.CARDS)()
    check(_lib.crib_mask_score_starters(mask, _score_flags(crib), scores))
    return [None if mask >> c & 1 else scores[c] for c in range(_c.CARDS)]
