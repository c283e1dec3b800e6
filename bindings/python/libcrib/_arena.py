# SPDX-License-Identifier: MIT
"""Bots by level (crib_bot_choose_discard, crib_bot_choose_play), the expert bot's advice
(crib_advise), the chance to win (crib_win_chance) and the arena (crib_arena_*), for
libcrib/__init__.py, which exports what is public here. The bots decide from a View
(_view.py). A bot written in Python plays in the arena by answering the requests
that crib_arena_next() returns: no C callbacks."""

from __future__ import annotations

import ctypes
import dataclasses
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple, Union, overload

from . import _names
from ._cards import Card, _array, _card_list, mask_to_cards
from ._checks import _c, _flag, _int, _need, _or_none, _u32
from ._enums import ArenaEventKind, BotLevel, Stage
from ._native import STRUCT, CribError, check
from ._native import lib as _lib
from ._results import _Record
from ._rules import GameRules
from ._view import View, _view


def _level(level: Any, *, caller: bool = False) -> int:
    """A bot level as the library takes it: a BotLevel or its int (CALLER only where the
    arena takes it); CribError ERANGE otherwise."""
    value = _u32(level, "level")
    if value < _c.BOT_LEVELS or (caller and value == _c.BOT_CALLER):
        return value
    raise CribError(_c.ERANGE, f"libcrib: {value} is not a bot level")


def _seed(seed: Any) -> int:
    return _int(seed, 0, 1 << 64, _c.ERANGE, "seed")


def bot_choose_discard(view: View, level: int = 0, seed: int = 0) -> List[Card]:
    """The cards a bot of a level (BotLevel.EASY, the simple bot of bot_discard, or
    STRONG) lays away from a View in the discard, in id order. Deterministic in the view,
    the level and the seed (which the strong bot does not use in the discard today)."""
    out = (ctypes.c_uint8 * 2)()
    n = check(_lib.crib_bot_choose_discard(_need(view, View, "the view")._raw, _level(level),
                                           _seed(seed), out, 2))
    return [Card(c) for c in out[:n]]


def bot_choose_play(view: View, level: int = 0, seed: int = 0) -> Optional[Card]:
    """The card a bot of a level plays from a View in the play (its player's turn), or
    None for go. EASY is bot_play's choice; STRONG searches the rest of the play (a sample
    of the opponent's hands drawn from the seed when there are many)."""
    card = ctypes.c_uint8()
    played = check(_lib.crib_bot_choose_play(_need(view, View, "the view")._raw,
                                             _level(level), _seed(seed), ctypes.byref(card)))
    return Card(card.value) if played else None


# ---- Advice ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class AdviceEntry(_Record):
    """One choice of an Advice (crib_advice_entry), with what the expert bot expects of it:
    cards, the cards laid away in the discard or the card played in the play (() for a
    go); in the discard the kept hand's expected show (hand), the crib's (crib: negative
    when the crib is not the player's side's) and the pegging the keep brings, the player's
    points less the opponent's (peg; three-handed less the mean of the other two's), all 0
    in the play; points, in the discard hand + crib + peg, in the play the points of the
    rest of the play net of the opponent's (three-handed of the mean of the other two's,
    four-handed the side's net of the other side's); win, the chance that the
    player's side wins the game (0 to 1), or None where the library has no table for the
    game (only the two-player six-card game and the game with two into the crib to 121
    or 61 and the five-card game to 61 have one)."""
    cards: Tuple[Card, ...]
    hand: float
    crib: float
    peg: float
    points: float
    win: Optional[float]


@dataclass(frozen=True)
class Advice(_Record):
    """What advise() tells of a View (crib_advice): its kind (Stage.DISCARD or PLAY) and
    every legal choice as an AdviceEntry, best first: advice[0] is the expert bot's choice.
    An Advice is a sequence of its entries (len, index, iterate); to_dict() gives kind and
    entries."""
    kind: Stage
    entries: Tuple[AdviceEntry, ...]

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[AdviceEntry]:
        return iter(self.entries)

    @overload
    def __getitem__(self, index: int) -> AdviceEntry: ...

    @overload
    def __getitem__(self, index: slice) -> Tuple[AdviceEntry, ...]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[AdviceEntry,
                                                             Tuple[AdviceEntry, ...]]:
        return self.entries[index]


def advise(view: View) -> Advice:
    """The expert bot's evaluation of every legal choice of a View (crib_advise), best
    first: in the discard, every way to lay away with the kept hand's, the crib's and the
    pegging's expected points, their total and the chance to win; in the play, every card
    the player may play (or a single go entry) with the expected points of the rest of the
    play net of the opponent's (three-handed of the mean of the other two's, four-handed
    the side's net of the other side's) and the chance to win. Every variant: two, three
    or four players, five or six cards. advice[0] is what bot_choose_discard() or
    bot_choose_play() choose at BotLevel.EXPERT. CribError ERANGE
    for a view in neither the discard nor the play, ECOUNT for a hand dealt or kept a
    wrong number of cards. Cost: under a millisecond for a discard, a few for a play."""
    raw = STRUCT["crib_advice"]()
    check(_lib.crib_advise(_need(view, View, "the view")._raw, ctypes.byref(raw)))
    entries = tuple(AdviceEntry(cards=tuple(Card(c) for c in e.card[:e.n_cards]),
                                hand=e.hand, crib=e.crib, peg=e.peg, points=e.points,
                                win=None if e.win < 0 else e.win)
                    for e in raw.entry[:raw.n])
    return Advice(kind=_names.member(Stage, raw.kind), entries=entries)


# ---- The chance to win --------------------------------------------------------------------

@dataclass(frozen=True)
class Chance(_Record):
    """What win_chance() tells of a position: the chance that the side wins (win) and its
    expected game value, won minus lost, with lurch and with skunk. to_dict() is the object
    of `crib chance --json` (dealer written as "deals")."""
    target: int
    own: int
    other: int
    dealer: bool
    win: float
    lurch: float
    skunk: float

    def to_dict(self) -> Dict[str, Any]:
        return {"target": self.target, "own": self.own, "other": self.other,
                "deals": self.dealer, "win": self.win, "lurch": self.lurch,
                "skunk": self.skunk}


def win_chance(target: int, own: int, other: int, *, dealer: bool) -> Chance:
    """The chance that a side at own points wins a two-player six-card game to target (121
    or 61) against a side at other points, from the start of a deal that the side deals
    (dealer=True) or not, from the library's table (crib_win_chance; crib.h tells the
    model). CribError ERANGE for another target or a score at or above it."""
    raw = STRUCT["crib_chance"]()
    deals = _flag(dealer, "dealer")
    check(_lib.crib_win_chance(_u32(target, "target"), _u32(own, "own"),
                               _u32(other, "other"), int(deals), ctypes.byref(raw)))
    return Chance(target=target, own=own, other=other, dealer=deals, win=raw.win,
                  lurch=raw.lurch, skunk=raw.skunk)


_CHANCE_METHODS = ("table", "model", "search", "show")


@dataclass(frozen=True)
class ViewChance(_Record):
    """What view_win_chance() tells of a View: how the chance was found (method: "model",
    "search" or "show", the words `crib chance --json` prints), the chance that the
    player's side wins (win) and its expected game value, won minus lost, with lurch and
    with skunk."""
    method: str
    win: float
    lurch: float
    skunk: float

    def to_dict(self) -> Dict[str, Any]:
        return {"method": self.method, "win": self.win, "lurch": self.lurch,
                "skunk": self.skunk}


def view_win_chance(view: View) -> ViewChance:
    """The chance to win from what a View of a two-player six-card game to 121 or 61 sees
    (crib_view_win_chance): in the play the rest of the deal searched as the expert bot
    plays it (method "search", the chance with advise()'s best card), in the discard the
    keep the expert makes, searched near the end and by the model further out ("search"
    or "model"), and the shows in order after the table's next deal. A View in the show
    stage is one the caller builds (crib.h tells its fields). Deterministic for a view.
    CribError ERANGE for another variant or target or a view no deal could show, ERULES
    for the options that change how a game ends, ECOUNT for a hand dealt or kept a wrong
    number of cards. Cost: a play a few milliseconds at most, a discard near the end tens
    of milliseconds."""
    raw = STRUCT["crib_chance"]()
    check(_lib.crib_view_win_chance(_need(view, View, "the view")._raw, ctypes.byref(raw)))
    return ViewChance(method=_CHANCE_METHODS[raw.method], win=raw.win, lurch=raw.lurch,
                      skunk=raw.skunk)


# ---- The arena ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Tally(_Record):
    """An arena's sums (crib_tally), by side (0 = A, 1 = B) and role (0 = dealer, 1 =
    pone), integers only: games and wins (by side, by seat, by the first dealer), the
    values of the games won, pairs and how many of them side A won 0, 1 or 2 of, side A's
    net value over pairs, deals, whole deals and the points of each side, role and kind
    (play, hand, crib, heels: points[side * 8 + role * 4 + kind]; a side's seats
    together), with the squares and the two-player mid-game histograms that crib.h
    describes. Three-handed, seat_wins_third counts seat 2's wins, pair_wins_three the sets
    of three games side A won all of, and set_games is 3 (else 0). tally_a + tally_b adds
    two tallies (of arenas over different pairs) exactly; summary() gives the rates and 95%
    intervals."""
    games: int
    wins: Tuple[int, ...]
    seat_wins: Tuple[int, ...]
    first_dealer_wins: int
    value: Tuple[int, ...]
    value_sq: int
    pairs: int
    pair_wins: Tuple[int, ...]
    pair_value: int
    pair_value_sq: int
    deals: int
    whole_deals: Tuple[int, ...]
    points: Tuple[int, ...]
    play_sq: Tuple[int, ...]
    total_sq: Tuple[int, ...]
    mid_deals: int
    play_hist: Tuple[int, ...]
    pone_hist: Tuple[int, ...]
    dealer_hist: Tuple[int, ...]
    crib_hist: Tuple[int, ...]
    mid_heels: int
    seat_wins_third: int
    pair_wins_three: int
    set_games: int
    _raw: Any = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        return {k: v for k, v in super().to_dict().items() if k != "_raw"}

    def __add__(self, other: Tally) -> Tally:
        total = STRUCT["crib_tally"].from_buffer_copy(self._raw)
        check(_lib.crib_tally_add(ctypes.byref(total),
                                  ctypes.byref(_need(other, Tally, "the tally")._raw)))
        return _tally(total)

    def summary(self) -> Summary:
        """Rates, means and 95% intervals (crib_tally_summary)."""
        raw = STRUCT["crib_summary"]()
        check(_lib.crib_tally_summary(ctypes.byref(self._raw), ctypes.byref(raw)))
        return _summary(raw)


def _tally(raw: Any) -> Tally:
    raw = STRUCT["crib_tally"].from_buffer_copy(raw)
    values: Dict[str, Any] = {}
    for f in dataclasses.fields(Tally):
        if f.name == "_raw":
            continue
        v = getattr(raw, f.name)
        values[f.name] = tuple(v) if isinstance(v, ctypes.Array) else v
    return Tally(_raw=raw, **values)


_KINDS = ("play", "hand", "crib", "heels", "total")
_ROLES = ("dealer", "pone")


@dataclass(frozen=True)
class Summary(_Record):
    """What a Tally comes to (crib_summary): games, pairs; side A's share of the wins and
    its mean net game value, each with its 95% interval (paired by seed when there are
    pairs); the first dealer's share of the wins with its interval; deals a game; mean
    points a whole deal, by side and role, of each kind and in total
    (points["a_dealer"]["play"] and so on, with the 95% half-widths "total_95" and
    "play_95"); and side A's points in the play less B's, by role, with half-widths
    (play_diff). to_dict() has the keys of `crib arena --json` that a tally decides."""
    games: int
    pairs: int
    win_a: float
    win_a_95: Tuple[float, float]
    value_a: float
    value_a_95: Tuple[float, float]
    first_dealer: float
    first_dealer_95: Tuple[float, float]
    deals_per_game: float
    points: Dict[str, Dict[str, float]]
    play_diff: Dict[str, float]


def _summary(raw: Any) -> Summary:
    points: Dict[str, Dict[str, float]] = {}
    for side in range(2):
        for role in range(2):
            entry = {kind: raw.points[side * 10 + role * 5 + k]
                     for k, kind in enumerate(_KINDS)}
            entry["total_95"] = raw.total_half[side * 2 + role]
            entry["play_95"] = raw.play_half[side * 2 + role]
            points[f"{'ab'[side]}_{_ROLES[role]}"] = entry
    play_diff = {"dealer": raw.play_diff[0], "dealer_95": raw.play_diff_half[0],
                 "pone": raw.play_diff[1], "pone_95": raw.play_diff_half[1]}
    return Summary(games=int(raw.games), pairs=int(raw.pairs), win_a=raw.win_a,
                   win_a_95=(raw.win_a_low, raw.win_a_high), value_a=raw.value_a,
                   value_a_95=(raw.value_a_low, raw.value_a_high),
                   first_dealer=raw.first_dealer,
                   first_dealer_95=(raw.first_dealer_low, raw.first_dealer_high),
                   deals_per_game=raw.deals_per_game, points=points, play_diff=play_diff)


@dataclass(frozen=True)
class ArenaEvent(_Record):
    """What the arena reports (crib_arena_event): kind (ArenaEventKind), the game's number
    in the run and the deal's in the game, the side (0 = A, 1 = B) and seat the event is
    about (None for GAME, DEAL, STARTER, DONE), side A's seat (four-handed, A holds it and
    the seat opposite) and the dealer's, the card played or cut (None otherwise), the
    points pegged and by whom (for END the game's value), the count (CARD, GO), whether a
    SHOW is the crib and its cards, the board by seat (three scores three-handed;
    four-handed one a partnership, seats 0 and 2 first), and for a request (DISCARD, PLAY)
    the View of the player who must decide."""
    kind: ArenaEventKind
    game: int
    deal: int
    side: Optional[int]
    player: Optional[int]
    seat_a: int
    dealer: int
    card: Optional[Card]
    points: int
    scorer: Optional[int]
    count: int
    is_crib: bool
    cards: Tuple[Card, ...]
    score: Tuple[int, ...]
    view: Optional[View]


def _arena_event(raw: Any, three: bool) -> ArenaEvent:
    kind = _names.member(ArenaEventKind, raw.kind)
    request = raw.kind in (_c.EVENT_DISCARD, _c.EVENT_PLAY)
    return ArenaEvent(kind=kind, game=raw.game, deal=raw.deal, side=_or_none(raw.side),
                      player=_or_none(raw.player), seat_a=raw.seat_a, dealer=raw.dealer,
                      card=None if raw.card == _c.NONE else Card(raw.card),
                      points=raw.points, scorer=_or_none(raw.scorer), count=raw.count,
                      is_crib=bool(raw.is_crib), cards=tuple(mask_to_cards(raw.cards)),
                      score=((raw.score[0], raw.score[1], raw.score_third) if three
                             else (raw.score[0], raw.score[1])),
                      view=_view(raw.view) if request else None)


Bot = Callable[[ArenaEvent], Any]
"""A bot written in Python: called with a request (an ArenaEvent of kind DISCARD or PLAY,
whose view says what the player knows), it returns the cards to lay away (cards of the
view's hand, view.lay_away of them), or the card to play (one of view.legal), or None
for go."""
Side = Union[int, Bot]
"""An arena side: a BotLevel (EASY, STRONG), or a Bot."""


class Arena:
    """Two sides, A and B, play games of any variant on duplicate deals (crib_arena): each
    pair of games deals from one seed (seed + i for pair i), side A in each seat it can
    hold, so that the luck of the cards cancels out: two games with the seats swapped;
    three-handed, A holds one seat against B's two, three games; four-handed, the sides are
    partnerships, A in seats 0 and 2, then 1 and 3. A side is a library bot
    (BotLevel.EASY, STRONG, EXPERT) or a Python callable (a Bot), which the arena asks for
    each decision of its seats. games rounds up to whole pairs (even, three-handed a
    multiple of 3), as `crib arena --games N` does; single=True plays each seed once, A in
    seat 0. bot_seed is mixed into the library bots' decisions; first_dealer a seat (None:
    cut for it); start the board at the start: each seat's score (three-handed three,
    four-handed each partnership's). run() plays every game and returns the Summary;
    events() plays them too, yielding each ArenaEvent; tally() is the Tally so far. An
    invalid answer of a Bot raises CribError and leaves the request pending."""

    _state: Any
    _three: bool

    def __init__(self, a: Side, b: Side, *, games: int = 2000, seed: int = 1,
                 bot_seed: int = 0, single: bool = False, rules: Optional[GameRules] = None,
                 first_dealer: Optional[int] = None, first_pair: int = 0,
                 start: Tuple[int, ...] = (0, 0)) -> None:
        self._bots: List[Optional[Bot]] = []
        config = STRUCT["crib_arena_config"]()
        for s, side in enumerate((a, b)):
            if callable(side):
                self._bots.append(side)
                config.level[s] = _c.BOT_CALLER
            else:
                self._bots.append(None)
                config.level[s] = _level(side)
        raw_rules = (GameRules.default() if rules is None
                     else _need(rules, GameRules, "the arena's rules"))._raw()
        config.rules = raw_rules
        self._three = raw_rules.variant == _c.VARIANT_THREE
        games = _int(games, 1, 1 << 32, _c.ERANGE, "games")
        per = 3 if self._three else 2
        config.pairs = games if _flag(single, "single") else (games + per - 1) // per
        config.flags = _c.ARENA_SINGLE if single else 0
        config.seed = _seed(seed)
        config.bot_seed = _seed(bot_seed)
        config.first_pair = _u32(first_pair, "first_pair")
        config.first_dealer = (_c.DEAL_CUT if first_dealer is None
                               else _int(first_dealer, 0, 4, _c.ERANGE, "first_dealer"))
        scores = [_u32(s, "start") for s in start]
        if len(scores) != (3 if self._three else 2):
            raise CribError(_c.ERANGE, f"libcrib: start must give {3 if self._three else 2} "
                            f"scores for this variant, got {len(scores)}")
        config.start[0], config.start[1] = scores[0], scores[1]
        config.start_third = scores[2] if self._three else 0
        self._state = STRUCT["crib_arena"]()
        check(_lib.crib_arena_init(ctypes.byref(self._state), ctypes.byref(config)))

    def _answer(self, event: ArenaEvent) -> None:
        assert event.side is not None
        bot = self._bots[event.side]
        if bot is None:  # the library answers its own bots' requests
            raise CribError(_c.ERANGE, "libcrib: the arena asked a library bot")
        answer = bot(event)
        if event.kind == _c.EVENT_DISCARD:
            array, n = _array(_card_list(answer))
            check(_lib.crib_arena_discard(ctypes.byref(self._state), array, n))
        else:
            card = _c.NONE if answer is None else int(Card(answer))
            check(_lib.crib_arena_play(ctypes.byref(self._state), card))

    def _steps(self, flags: int) -> Iterator[ArenaEvent]:
        raw = STRUCT["crib_arena_event"]()
        while True:
            kind = check(_lib.crib_arena_next(ctypes.byref(self._state), flags,
                                              ctypes.byref(raw)))
            if kind == _c.EVENT_DONE:
                return
            event = _arena_event(raw, self._three)
            if kind in (_c.EVENT_DISCARD, _c.EVENT_PLAY):
                self._answer(event)
            yield event

    def events(self) -> Iterator[ArenaEvent]:
        """Plays on to the end, yielding every event: the requests that the Python sides
        answered (before their answer takes effect), and every card, go, show, deal and
        game."""
        return self._steps(_c.STOP_EVENTS)

    def run(self) -> Summary:
        """Plays every game left; returns tally().summary()."""
        for _ in self._steps(0):
            pass
        return self.tally().summary()

    def tally(self) -> Tally:
        """The Tally of the games finished so far (crib_arena_tally)."""
        raw = STRUCT["crib_tally"]()
        check(_lib.crib_arena_tally(ctypes.byref(self._state), ctypes.byref(raw)))
        return _tally(raw)


__all__ = ["Advice", "AdviceEntry", "Arena", "ArenaEvent", "ArenaEventKind", "Bot", "BotLevel",
           "Chance", "Side", "Summary", "Tally", "ViewChance", "advise", "bot_choose_discard",
           "bot_choose_play", "view_win_chance", "win_chance"]
