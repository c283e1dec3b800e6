# SPDX-License-Identifier: MIT
"""libcrib for Python: cribbage cards, scoring, discard analysis, the play and the game, by
ctypes over the C library. Standard library only.

    >>> import libcrib
    >>> s = libcrib.score("5h 5d 5c Js", "5s")
    >>> s.total, s.announcement[-13:]
    (29, 'his nob is 29')
    >>> best = libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=True)[0]
    >>> " ".join(map(str, best.keep)), best.hand.sum, best.hand.count
    ('5c 5d 5h Js', 766, 46)
    >>> play = libcrib.Play(2, ["Kc Kd 2c 2d", "9h 8h 7h 6h"], leader=0)
    >>> play.play(0, "Kc").next, play.legal(1)
    (1, [Card('6h'), Card('7h'), Card('8h'), Card('9h')])
    >>> deal = libcrib.Deal(libcrib.GameRules.default(), seed=3)
    >>> deal.status().first_cut, deal.start()
    ((Card('5s'), Card('Js')), 0)
    >>> print(deal.status().stage, libcrib.REASON_HEELS, libcrib.Phase(3))
    discard heels show-hand

The library: `pip install .` at the top of the source tree builds it and bundles it in the
package (`pip install -e .` builds it for the tree's own package, installed editable).
Otherwise the module looks, in order, at $LIBCRIB_PATH (the file, or a folder holding
libcrib.so.1), in the lib/ folder of the source tree it sits in (after `make`), and wherever
ctypes.util.find_library("crib") finds it (after `make install`). The import checks every
structure against the library (see _native.py).

Names follow crib.h's. Constants: CRIB_X is X (ECARD, SCORE_CRIB, NONE, DISCARD_TABLE_SIZE).
The groups a field or an argument takes are enums of ints that print by the names the
`crib` program writes: Stage, Reason, Level, Phase, Variant, Ladder, ItemKind, Rectify
(IntEnum) and Option (IntFlag); STAGE_OVER is Stage.OVER, REASON_PLAY is Reason.PLAY, and so
on.

Cards and masks: Card (an int holding the id: Card("5h"), Card(18), Card.make(rank, suit)),
parse_hand, format_hand, mask_from_cards, mask_to_cards, mask_count, heels. Wherever the C
function takes cards, a text ("5h 5d 5c Js") or any iterable of Cards, texts and ids is
taken; wherever it takes a mask, an int mask or cards.

The show: score(hand, starter, *, crib=False, five_card=False) -> Score (items: Item), a
hand of 3 (the five-card game) with five_card=True; mask_score and mask_score_starters, the
fast evaluator, which takes the mask's 3 or 4 cards as C does.

Discard analysis: hand_expect(hand, dead=0) and discard_expect(discard, dead=0) -> Expect;
discard_analyze(dealt, *, dealer, five_card=False) -> [Keep], best first; discard_table()
-> [PairValue].

The play: peg_score(pile) -> Peg (items: PegItem); Play(players, hands, leader, *,
five_card=False, failure=False, failure_each=False), whose play(player, card) and
go(player) return an Event (a go while able, under failure, makes dead cards: dead()).

The game: GameRules.default(variant, **changes), each field checked when set; Game(rules,
dealer): peg(player, points, reason), claim(player, actual, claimed=None, *, crib=False),
claim_score(player, score, claimed=None), claim_items(player, score, order, claimed=None)
and claim_play(event, claimed=None) -> Claim,
overpeg(player, points), opponent(player), next_deal(), board(side) -> Board,
side(player), players, dealer, deals, over, result() -> Result; Match(wins_needed=2, *,
loser_deals=False, pub=False): record(game), standing() -> Standing. Deal(rules, seed,
first_dealer=None) drives a whole seeded game: start(), start_cut(position) or forfeit(),
discard(player, cards), cut() or cut_at(position) -> Cut, stock(), play() -> Play (a copy,
to ask whose turn it is), play_card(player, card), play_go(player) and play_claim(player,
card, claimed=None) -> Event, show(claimed=None) and show_items(order, claimed=None) ->
Show, status() -> Status, game() ->
Game, and the referee's calls misdeal(), miscount(holder, delta), rectify(holder, choice,
drawn=()), overpeg(player) and correct(player); Rng(seed) is its generator;
bot_discard(dealt, n, *, dealer) and bot_play(play, player) the simple bot.
start_given(hands, crib=None) deals the cards given.

Game records (the JSON of `crib game --json`, docs/records.md): check_record(text) ->
RecordReport (ok, where it stopped, the totals; describe() in words: a record refused is
the answer, not an error); replay_record(text, decisions=None) -> (Deal, History,
RecordReport), the game after that many decisions, to drive on. History() follows a Deal
(update(deal) after every action) for Deal.view(player, history=h), the view with the
player's discard, the gos and the order of the earlier counts (View.earlier).

Bots by level: Deal.view(player, discard=0) (deal_view) -> View, what one player knows;
bot_choose_discard(view, level=0, seed=0) and bot_choose_play(view, level=0, seed=0), the
level a BotLevel (EASY, the simple bot; STRONG; EXPERT); advise(view) -> Advice, the expert
bot's values of every choice (AdviceEntry: cards, hand, crib, peg, points, win), best
first. win_chance(target, own, other, *, dealer)
-> Chance, from the score alone; view_win_chance(view) -> ViewChance, from what a View
sees (two-player six-card). Arena(a, b, *, games=2000, seed=1, ...) plays duplicate-deal games between two
sides, each a BotLevel or a Python callable answering the arena's requests (ArenaEvent
with a view): run() -> Summary (95% intervals), events(), tally() -> Tally.

Every result is a frozen dataclass with to_dict(), which gives plain, JSON-ready values in
the shape `crib ... --json` prints (cards as texts, enums as their names).

Bulk work over buffers (anything with the buffer protocol: array.array, bytes, bytearray,
memoryview, numpy arrays): mask_score_many, mask_score_starters_many, discard_analyze_many.

Errors: every failure of the library raises CribError (a ValueError) with the library's
code and sentence; a number out of its range raises CribError too, before ctypes could wrap
it. A value of the wrong type raises TypeError: a text or an int where a card is wanted,
an int where a number is, a bool (only True or False) where a flag is, and the binding's own
class (Play, Game, GameRules) where a structure is.
"""

from __future__ import annotations

from typing import Any

from . import _names
from ._analysis import (Expect, Keep, PairValue, discard_analyze, discard_expect,
                        discard_table, hand_expect)
from ._arena import (Advice, AdviceEntry, Arena, ArenaEvent, Bot, Chance, Side, Summary, Tally,
                     ViewChance, advise, bot_choose_discard, bot_choose_play, view_win_chance,
                     win_chance)
from ._bots import bot_discard, bot_play
from ._buffers import discard_analyze_many, mask_score_many, mask_score_starters_many
from ._cards import CardLike as CardLike
from ._cards import Cards as Cards
from ._cards import MaskOrCards as MaskOrCards
from ._cards import (Card, format_hand, heels, mask_count, mask_from_cards, mask_to_cards,
                     parse_hand)
from ._checks import _c
from ._claims import Claim
from ._deal import Cut, Deal, History, Rng, Show, Status, deal_view
from ._enums import (ENUMS, ArenaEventKind, BotLevel, ItemKind, Ladder, Level, Option, Phase,
                     Reason, Rectify, Stage, Variant)
from ._game import Board, Game, Match, Result, Standing
from ._names import Named
from ._native import STRUCT, CribError, check, strerror
from ._native import lib as _lib
from ._play import Event, Peg, PegItem, Play, peg_score
from ._record import RecordReport, RecordText, check_record, replay_record
from ._rules import GameRules
from ._rules import RuleValue as RuleValue
from ._show import Item, Score, mask_score, mask_score_starters, score
from ._view import View

globals().update(_names.python_constants(ENUMS))
__version__: str = _c.VERSION_STRING

__all__ = [
    "Advice", "AdviceEntry", "Arena", "ArenaEvent", "ArenaEventKind", "Board", "BotLevel",
    "Card", "Chance", "Claim", "CribError", "Cut", "Deal", "Event", "Expect", "Game",
    "GameRules", "History", "Item", "ItemKind", "Keep", "Ladder", "Level", "Match", "Named", "Option",
    "PairValue", "Peg", "PegItem", "Phase", "Play", "Reason", "RecordReport", "RecordText",
    "Rectify", "Result", "Rng",
    "Score", "Show", "Stage", "Standing", "Status", "Summary", "Tally", "Variant", "View",
    "ViewChance",
    "advise", "bot_choose_discard", "bot_choose_play", "bot_discard", "bot_play",
    "check_record", "deal_view", "discard_analyze", "discard_analyze_many", "discard_expect",
    "discard_table", "format_hand", "hand_expect", "heels", "mask_count", "mask_from_cards",
    "mask_score", "mask_score_many", "mask_score_starters", "mask_score_starters_many",
    "mask_to_cards", "parse_hand", "peg_score", "replay_record", "score", "strerror", "version",
    "version_number", "view_win_chance", "win_chance",
]


def __getattr__(name: str) -> Any:
    # The constants are set above from _layout.py; this declaration tells type checkers that
    # the module has attributes they cannot see (the enums, from _enums.py, they can).
    raise AttributeError(f"module 'libcrib' has no attribute {name!r}")


def version() -> str:
    """The release version of the library loaded, as "major.minor.patch"."""
    return str(_lib.crib_version_string().decode())


def version_number() -> int:
    """The release version of the library loaded, as (major << 16) | (minor << 8) | patch."""
    return int(_lib.crib_version_number())
