# SPDX-License-Identifier: MIT
"""The play (crib_peg_score, crib_play_*): what the last card of a pile pegs, and Play, the
play engine for 2, 3 or 4 players, whose actions return Events."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

from . import _names
from ._cards import (Card, CardLike, Cards, MaskOrCards, _array, _card_id, _card_list,
                     _hand_mask, _mask, mask_to_cards)
from ._checks import _c, _flag, _or_none, _player, _points, _u32
from ._claims import Claim
from ._enums import ItemKind
from ._native import STRUCT, CribError, check
from ._native import lib as _lib
from ._results import _plain, _Record


@dataclass(frozen=True)
class PegItem(_Record):
    """One combination of the play: kind (ItemKind: FIFTEEN, RUN, PAIR, THIRTY_ONE, GO),
    points, the cards it uses in the order played, and their mask."""
    kind: ItemKind
    points: int
    cards: Tuple[Card, ...]
    mask: int

    def to_dict(self) -> Dict[str, Any]:
        """As an item of `crib peg --json`."""
        return {"kind": str(self.kind), "points": self.points, "cards": _plain(self.cards)}


@dataclass(frozen=True)
class Peg(_Record):
    """What the last card of a pile (card) pegs, itemised; go is the point for last, which
    only the play engine gives."""
    card: Card
    total: int
    count: int
    fifteen: int
    thirty_one: int
    pairs: int
    run: int
    go: int
    items: Tuple[PegItem, ...]

    def to_dict(self) -> Dict[str, Any]:
        """As a card of `crib peg --json` (less its reset, which the sequence decides)."""
        return {"card": str(self.card), "count": self.count, "points": self.total,
                "items": _plain(self.items)}


def _peg_items(raw: Any, played: List[Card]) -> Tuple[PegItem, ...]:
    return tuple(PegItem(kind=_names.member(ItemKind, it.kind), points=it.points,
                         cards=tuple(c for c in played if it.cards >> c & 1), mask=it.cards)
                 for it in raw.items[:raw.n_items])


def peg_score(pile: Cards) -> Peg:
    """What the last card of a pile pegs: the pile is the cards played since the count began
    at 0, in order."""
    cards = _card_list(pile)
    array, n = _array(cards)
    raw = STRUCT["crib_peg"]()
    check(_lib.crib_peg_score(array, n, ctypes.byref(raw)))
    return Peg(card=cards[-1], total=raw.total, count=raw.count, fifteen=raw.fifteen,
               thirty_one=raw.thirty_one, pairs=raw.pairs, run=raw.run, go=raw.go,
               items=_peg_items(raw, cards))


@dataclass(frozen=True)
class Event(_Record):
    """What one action of the play did. card is None for a go; scorer and side (the scorer's
    partnership with 4 players, else the scorer) are None when nothing is pegged; count is
    the count after the action, before a reset; next is None when the play is over.
    pegged, in a Deal's events only, is what the game pegged: less than points when its
    options refuse some (no go-out, exactly), or when the game ends first. A failure to play
    (a go while able, under failure) has its penalty (2, or 2 a card under failure_each),
    the player who pegs it (penalty_to, the offender's opponent; None for any other action)
    and the cards it made dead; penalty is not part of points. claim, in the events of
    Deal.play_claim() only, is how the game pegged the action (its penalty is what was
    pegged of the penalty). to_dict() has the keys of a play of `crib game --json` (less the
    board: with a claim, also its claimed and muggins) and the rest."""
    player: int
    card: Optional[Card]
    points: int
    scorer: Optional[int]
    side: Optional[int]
    count: int
    reset: bool
    over: bool
    next: Optional[int]
    items: Tuple[PegItem, ...]
    pegged: Optional[int] = None
    penalty: int = 0
    penalty_to: Optional[int] = None
    dead: Tuple[Card, ...] = ()
    claim: Optional[Claim] = None

    def to_dict(self) -> Dict[str, Any]:
        d = super().to_dict()
        if self.claim is not None:
            d.update(claimed=self.claim.claimed, muggins=self.claim.muggins)
        return d

    def _raw(self) -> Any:
        """The crib_play_event this Event was made from (or would be): the items' sums are
        worked out from the items, as the play engine adds them up."""
        raw = STRUCT["crib_play_event"]()
        none = _c.NONE
        raw.player = _player(self.player, "Event.player")
        raw.card = none if self.card is None else _card_id(self.card)
        raw.points = _points(self.points, "Event.points")
        raw.scorer = none if self.scorer is None else _player(self.scorer, "Event.scorer")
        raw.side = none if self.side is None else _player(self.side, "Event.side")
        raw.count = _u32(self.count, "Event.count")
        raw.reset, raw.over = bool(self.reset), bool(self.over)
        raw.next = none if self.next is None else _player(self.next, "Event.next")
        raw.penalty = _points(self.penalty, "Event.penalty")
        raw.penalty_to = (none if self.penalty_to is None
                          else _player(self.penalty_to, "Event.penalty_to"))
        if len(self.items) > _c.PEG_MAX_ITEMS:
            raise CribError(_c.ERANGE, f"libcrib: an Event has at most {_c.PEG_MAX_ITEMS} "
                            "items")
        peg = raw.score
        peg.total, peg.count, peg.n_items = raw.points, raw.count, len(self.items)
        sums = {_c.ITEM_FIFTEEN: "fifteen", _c.ITEM_THIRTY_ONE: "thirty_one",
                _c.ITEM_PAIR: "pairs", _c.ITEM_RUN: "run", _c.ITEM_GO: "go"}
        for i, item in enumerate(self.items):
            kind = _u32(item.kind, "PegItem.kind")
            points = _u32(item.points, "PegItem.points")
            if kind > 255 or points > 255:
                raise CribError(_c.ERANGE, "libcrib: a PegItem's kind or points is out of "
                                "range")
            mask = _mask(item.mask)
            peg.items[i].cards, peg.items[i].kind, peg.items[i].points = mask, kind, points
            peg.items[i].size = bin(mask).count("1")
            if kind in sums:
                setattr(peg, sums[kind], getattr(peg, sums[kind]) + points)
        return raw


class Play:
    """The play engine for 2, 3 or 4 players (4 as partners 0 and 2 against 1 and 3), or
    the five-card game's single count. hands holds one hand per player, each a mask or
    cards; leader plays first. With failure (004's failure to play), a player who can play
    may say go all the same: the cards he could have played are dead (dead()) and his
    opponent pegs 2, or with failure_each too 2 for each of them; without it such a go is
    refused with EMUSTPLAY. A rejected action raises CribError and changes nothing."""

    _state: Any

    def __init__(self, players: int, hands: Iterable[MaskOrCards], leader: int, *,
                 five_card: bool = False, failure: bool = False,
                 failure_each: bool = False) -> None:
        flags = ((_c.PLAY_FIVE_CARD if _flag(five_card, "five_card") else 0)
                 | (_c.PLAY_FAILURE if _flag(failure, "failure") else 0)
                 | (_c.PLAY_FAILURE_EACH if _flag(failure_each, "failure_each") else 0))
        masks = [_hand_mask(h) for h in hands]
        # The library reads `players` hands: a list of another length would be misread.
        if len(masks) != _player(players, "players"):
            raise CribError(_c.ERANGE, f"libcrib: {len(masks)} hands for {players} players")
        self._state = STRUCT["crib_play"]()
        check(_lib.crib_play_init(self._state, players,
                                 (ctypes.c_uint64 * max(players, 1))(*masks),
                                 _player(leader, "leader"), flags))

    @classmethod
    def _from_state(cls, state: Any) -> Play:
        play = cls.__new__(cls)
        play._state = state
        return play

    def copy(self) -> Play:
        """An independent copy of the position, to branch from: the state holds no
        pointers, so its bytes are the whole of it."""
        return Play._from_state(STRUCT["crib_play"].from_buffer_copy(self._state))

    @property
    def turn(self) -> Optional[int]:
        """The player who must play a card or say go; None when the play is over."""
        rc = _lib.crib_play_turn(self._state)
        return None if rc == _c.EDONE else check(rc)

    @property
    def count(self) -> int:
        """The count, 0 at the start of each count."""
        return check(_lib.crib_play_count(self._state))

    @property
    def over(self) -> bool:
        return bool(check(_lib.crib_play_over(self._state)))

    @property
    def pile(self) -> List[Card]:
        """The Cards played since the count last began, in order."""
        cards = (ctypes.c_uint8 * _c.CARDS)()
        n = check(_lib.crib_play_pile(self._state, cards, _c.CARDS))
        return [Card(c) for c in cards[:n]]

    def _cards_of(self, fn: Callable[..., int], player: int) -> List[Card]:
        out = ctypes.c_uint64()
        check(fn(self._state, _player(player), ctypes.byref(out)))
        return mask_to_cards(out.value)

    def hand(self, player: int) -> List[Card]:
        """The Cards a player still holds."""
        return self._cards_of(_lib.crib_play_hand, player)

    def legal(self, player: int) -> List[Card]:
        """The Cards a player may play now: none when it is not their turn, and none on
        their turn means go."""
        return self._cards_of(_lib.crib_play_legal, player)

    def points(self, player: int) -> int:
        """The points a player has pegged in this play, penalties for failures to play
        included."""
        return check(_lib.crib_play_points(self._state, _player(player)))

    def _dead_mask(self) -> int:
        out = ctypes.c_uint64()
        check(_lib.crib_play_dead(self._state, ctypes.byref(out)))
        return out.value

    def dead(self) -> List[Card]:
        """The dead cards, in id order: those that failures to play took out of the hands.
        No longer held and never played, they still belong to their owners' hands in the
        show."""
        return mask_to_cards(self._dead_mask())

    def play(self, player: int, card: CardLike) -> Event:
        """The player whose turn it is plays a card; returns the Event."""
        played = self.pile
        raw = STRUCT["crib_play_event"]()
        check(_lib.crib_play_card(self._state, _player(player), _card_id(card),
                                 ctypes.byref(raw)))
        return _event(raw, played + [Card(raw.card)])

    def go(self, player: int) -> Event:
        """The player whose turn it is says go; returns the Event (its scorer pegs one for
        last when the go ends the count). Only a player who cannot play may, unless the
        play has failure: then a go while able is a failure to play, whose Event has the
        penalty, who pegs it and the cards made dead."""
        played, dead = self.pile, self._dead_mask()
        raw = STRUCT["crib_play_event"]()
        check(_lib.crib_play_go(self._state, _player(player), ctypes.byref(raw)))
        return _event(raw, played, self._dead_mask() & ~dead)


def _event(raw: Any, played: List[Card], dead: int = 0, pegged: Optional[int] = None,
           claim: Optional[Claim] = None) -> Event:
    """The Event of a crib_play_event; played is the pile the items' cards come from, dead
    the mask of the cards the action made dead."""
    return Event(player=raw.player, card=None if raw.card == _c.NONE else Card(raw.card),
                 points=raw.points, scorer=_or_none(raw.scorer), side=_or_none(raw.side),
                 count=raw.count, reset=bool(raw.reset), over=bool(raw.over),
                 next=_or_none(raw.next), items=_peg_items(raw.score, played), pegged=pegged,
                 penalty=raw.penalty, penalty_to=_or_none(raw.penalty_to),
                 dead=tuple(mask_to_cards(dead)), claim=claim)
