# SPDX-License-Identifier: MIT
"""The game and the match (crib_game_*, crib_match_*): a game's board and its strict order of
scoring, claims in the show and the play, the result, and matches of several games."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Dict, NamedTuple, Optional, Sequence, Tuple

from . import _names
from ._checks import _c, _flag, _need, _or_none, _player, _points, _u32
from ._claims import Claim, _claim, _claimed
from ._enums import Level, Phase, Reason
from ._native import STRUCT, check
from ._native import lib as _lib
from ._play import Event
from ._results import _Record
from ._rules import GameRules
from ._show import Score, _order, _score_flags


class Board(NamedTuple):
    """A side's pegs: front is its score, rear its score before its last peg."""
    front: int
    rear: int

    def to_dict(self) -> Dict[str, int]:
        """As a side of a board of `crib game --json`."""
        return {"front": self.front, "rear": self.rear}


@dataclass(frozen=True)
class Result(_Record):
    """Who won and what the game is worth; to_dict() is the result of `crib game --json`
    with over, players and first_dealer added. winner (a side), player, phase (Phase) and
    reason (Reason) are None while the game goes on; scores, levels (Level) and values are
    by side; value is what the winner gains; players is 2, 3 or 4 and first_dealer the
    dealer of the game's first deal (which a match's pub rule reads)."""
    over: bool
    winner: Optional[int]
    player: Optional[int]
    phase: Optional[Phase]
    reason: Optional[Reason]
    scores: Tuple[int, ...]
    levels: Tuple[Level, ...]
    values: Tuple[int, ...]
    value: int
    players: int
    first_dealer: int


def _result(raw: Any) -> Result:
    sides = range(raw.sides)
    return Result(over=bool(raw.over), winner=_or_none(raw.winner),
                  player=_or_none(raw.player),
                  phase=None if raw.phase == _c.NONE else _names.member(Phase, raw.phase),
                  reason=None if raw.reason == _c.NONE else _names.member(Reason, raw.reason),
                  scores=tuple(raw.score[s] for s in sides),
                  levels=tuple(_names.member(Level, raw.level[s]) for s in sides),
                  values=tuple(raw.value[s] for s in sides), value=raw.total_value,
                  players=raw.players, first_dealer=raw.first_dealer)


class Game:
    """A game's board and its strict order of scoring (crib_game): heels, the play, the
    hands from the dealer's left, the crib. A peg out of order or after the end raises
    CribError and changes nothing."""

    _state: Any

    def __init__(self, rules: GameRules, dealer: int) -> None:
        raw = _need(rules, GameRules, "Game's rules")._raw()
        self._state = STRUCT["crib_game"]()
        check(_lib.crib_game_init(self._state, raw, _player(dealer, "dealer")))

    @classmethod
    def _from_state(cls, state: Any) -> Game:
        game = cls.__new__(cls)
        game._state = state
        return game

    def copy(self) -> Game:
        """An independent copy: the state holds no pointers."""
        return Game._from_state(STRUCT["crib_game"].from_buffer_copy(self._state))

    def next_deal(self) -> int:
        """Passes the deal to the left and starts the order of scoring again; returns the
        new dealer."""
        return check(_lib.crib_game_next_deal(self._state))

    def peg(self, player: int, points: int, reason: int) -> int:
        """Pegs points for the player's side for a Reason (HEELS, PLAY, GO, HAND, CRIB,
        MUGGINS, PENALTY, CORRECTION); returns the points actually pegged, 0 when the
        options refuse them. One call is one score (OPT_EXACT). A penalty for a wrong hand
        or crib is PENALTY for opponent() of the holder (of the dealer, for the crib)."""
        pegged = ctypes.c_uint32()
        check(_lib.crib_game_peg(self._state, _player(player), _points(points),
                                _u32(reason, "reason"), ctypes.byref(pegged)))
        return pegged.value

    def claim(self, player: int, actual: int, claimed: Optional[int] = None, *,
              crib: bool = False) -> Claim:
        """Pegs a shown hand (or, with crib=True, the crib) whose true total is actual from
        what its player claims (None: the true total): the claim, corrected down to the
        true total when higher (never a penalty); under OPT_MUGGINS the points missed for
        the opponent. The total is one item: for OPT_EXACT_ITEMS use claim_score(). Returns
        the Claim."""
        raw = STRUCT["crib_claim"]()
        check(_lib.crib_game_claim(self._state, _player(player), _score_flags(crib),
                                  _claimed(claimed), _points(actual, "actual"),
                                  ctypes.byref(raw)))
        return _claim(raw)

    def claim_score(self, player: int, score: Score, claimed: Optional[int] = None) -> Claim:
        """claim() with the itemised Score of the hand (or, for a Score of a crib, the crib)
        in place of its total: the points are the score's items in order, so that
        OPT_EXACT_ITEMS pegs them one by one; a short claim is the first items, the last
        cut short, and muggins pegs the rest. A Score that score() could not have made
        (items that do not add up) is CribError ERANGE. Returns the Claim."""
        raw = _need(score, Score, "claim_score's score")._raw()
        out = STRUCT["crib_claim"]()
        check(_lib.crib_game_claim_score(self._state, _player(player),
                                        _score_flags(score.crib), _claimed(claimed),
                                        ctypes.byref(raw), ctypes.byref(out)))
        return _claim(out)

    def claim_items(self, player: int, score: Score, order: Sequence[int],
                    claimed: Optional[int] = None) -> Claim:
        """claim_score() with the items pegged in the order the claimant announces them
        (Hoyle: "there is no compulsion of law"): order lists the indexes of score.items,
        each once. Under OPT_EXACT_ITEMS the order decides which items are pegged. An order
        that does not list each item once is CribError ERANGE. Returns the Claim."""
        raw = _need(score, Score, "claim_items's score")._raw()
        array, n = _order(order)
        out = STRUCT["crib_claim"]()
        check(_lib.crib_game_claim_items(self._state, _player(player),
                                        _score_flags(score.crib), _claimed(claimed),
                                        ctypes.byref(raw), array, n, ctypes.byref(out)))
        return _claim(out)

    def claim_play(self, event: Event, claimed: Optional[int] = None) -> Claim:
        """Pegs what an action of a Play made (the Event of Play.play or Play.go), as its
        scorer claims it (None: the event's points): first the penalty of a failure to
        play, for event.penalty_to; then the claim, corrected down to the true points when
        higher, the card's items and its point for last in order (Reason PLAY, then GO);
        then under OPT_MUGGINS_PLAY the points missed, for the scorer's opponent (without
        it they are lost). An event that the play engine could not have made (points that
        do not add up, a penalty the game's options do not give) is CribError ERANGE.
        Returns the Claim."""
        raw = _need(event, Event, "claim_play's event")._raw()
        out = STRUCT["crib_claim"]()
        check(_lib.crib_game_claim_play(self._state, ctypes.byref(raw), _claimed(claimed),
                                       ctypes.byref(out)))
        return _claim(out)

    def overpeg(self, player: int, points: int) -> int:
        """Corrects an over-peg on demand: the player's side moves its front peg back by
        points (0 when the board never held the excess), then under OPT_OVERPEG the
        opponent pegs 2 (Reason PENALTY). Returns the penalty actually pegged (0 without
        the option). When to demand is the referee's to judge (Hoyle: before the next
        cut). CribError ERANGE for points above the side's score, EDONE after the end."""
        penalty = ctypes.c_uint32()
        check(_lib.crib_game_overpeg(self._state, _player(player), _points(points),
                                    ctypes.byref(penalty)))
        return penalty.value

    def opponent(self, player: int) -> int:
        """The player who pegs this player's muggins and penalties: the next to the left,
        which with four players is of the other side."""
        return check(_lib.crib_game_opponent(self._state, _player(player)))

    @property
    def over(self) -> bool:
        return bool(check(_lib.crib_game_over(self._state)))

    @property
    def players(self) -> int:
        """2, 3 or 4, by the variant."""
        return check(_lib.crib_game_players(self._state))

    @property
    def dealer(self) -> int:
        """The dealer of the current deal."""
        return check(_lib.crib_game_dealer(self._state))

    @property
    def deals(self) -> int:
        """Deals begun: 1 at the start, one more for each next_deal()."""
        return check(_lib.crib_game_deals(self._state))

    def board(self, side: int) -> Board:
        """The side's Board: its front and rear pegs."""
        front, rear = ctypes.c_uint32(), ctypes.c_uint32()
        check(_lib.crib_game_board(self._state, _player(side, "side"), ctypes.byref(front),
                                  ctypes.byref(rear)))
        return Board(front.value, rear.value)

    def side(self, player: int) -> int:
        """The player's side: player % 2 with four players, else the player."""
        return check(_lib.crib_game_side(self._state, _player(player)))

    def result(self) -> Result:
        raw = STRUCT["crib_result"]()
        check(_lib.crib_game_result(self._state, ctypes.byref(raw)))
        return _result(raw)


@dataclass(frozen=True)
class Standing(_Record):
    """Where a match stands (crib_standing): over, the winning side (None while it goes on),
    the sides (0 before the first game), the games recorded and the wins needed, the rule
    of the first dealers (loser_deals: the ACC's; pub: the pub rule's), each side's wins
    and the sum of its games' values, the next game's first dealer (None: cut for it, as
    Deal takes it), and the players (0 before the first game)."""
    over: bool
    winner: Optional[int]
    sides: int
    games: int
    wins_needed: int
    loser_deals: bool
    pub: bool
    wins: Tuple[int, ...]
    values: Tuple[int, ...]
    next_dealer: Optional[int]
    players: int


class Match:
    """A match won by the first side to win wins_needed games (2: best of three). With
    loser_deals (the ACC rule), the loser of a game deals first in the next; with pub (the
    pub rule, 001), the player after the first game's first dealer deals first in the
    second and every later game is cut for; with neither, each game's first dealer is cut
    for. Both at once is CribError EFLAGS."""

    _state: Any

    def __init__(self, wins_needed: int = 2, *, loser_deals: bool = False,
                 pub: bool = False) -> None:
        flags = ((_c.MATCH_LOSER_DEALS if _flag(loser_deals, "loser_deals") else 0)
                 | (_c.MATCH_PUB if _flag(pub, "pub") else 0))
        self._state = STRUCT["crib_match"]()
        check(_lib.crib_match_init(self._state, _u32(wins_needed, "wins_needed"), flags))

    def record(self, game: Game) -> bool:
        """Records a finished Game; returns True when the match is over."""
        raw = STRUCT["crib_result"]()
        check(_lib.crib_game_result(_need(game, Game, "Match.record's game")._state,
                                   ctypes.byref(raw)))
        return bool(check(_lib.crib_match_record(self._state, ctypes.byref(raw))))

    def standing(self) -> Standing:
        raw = STRUCT["crib_standing"]()
        check(_lib.crib_match_standing(self._state, ctypes.byref(raw)))
        sides = range(raw.sides)
        return Standing(over=bool(raw.over), winner=_or_none(raw.winner), sides=raw.sides,
                        games=raw.games, wins_needed=raw.wins_needed,
                        loser_deals=bool(raw.flags & _c.MATCH_LOSER_DEALS),
                        pub=bool(raw.flags & _c.MATCH_PUB),
                        wins=tuple(raw.wins[s] for s in sides),
                        values=tuple(raw.value[s] for s in sides),
                        next_dealer=_or_none(raw.next_dealer), players=raw.players)

    @property
    def over(self) -> bool:
        return self.standing().over

    @property
    def winner(self) -> Optional[int]:
        return self.standing().winner

    @property
    def games(self) -> int:
        return self.standing().games

    @property
    def wins(self) -> Tuple[int, ...]:
        """Games won by each side (no sides until the first game is recorded)."""
        return self.standing().wins

    @property
    def values(self) -> Tuple[int, ...]:
        """The games' values won by each side."""
        return self.standing().values

    @property
    def next_dealer(self) -> Optional[int]:
        """The next game's first dealer, or None to cut for it: Deal's first_dealer."""
        return self.standing().next_dealer
