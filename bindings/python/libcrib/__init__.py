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
-> Chance. Arena(a, b, *, games=2000, seed=1, ...) plays duplicate-deal games between two
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

import ctypes
import dataclasses
import warnings
from dataclasses import dataclass
from types import SimpleNamespace
from typing import (Any, Callable, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple,
                    Union)

from . import _names
from ._enums import (ENUMS, ArenaEventKind, BotLevel, ItemKind, Ladder, Level, Option, Phase,
                     Reason, Rectify, Stage, Variant)
from ._native import STRUCT, CribError, check, strerror
from ._native import lib as _lib
from ._names import Named

globals().update(_names.python_constants(ENUMS))
# The same constants for this module's own use, where a linter can see them.
_c = SimpleNamespace(**_names.python_constants(ENUMS))
__version__: str = _c.VERSION_STRING

__all__ = [
    "Advice", "AdviceEntry", "Arena", "ArenaEvent", "ArenaEventKind", "Board", "BotLevel",
    "Card", "Chance", "Claim", "CribError", "Cut", "Deal", "Event", "Expect", "Game",
    "GameRules", "History", "Item", "ItemKind", "Keep", "Ladder", "Level", "Match", "Named", "Option",
    "PairValue", "Peg", "PegItem", "Phase", "Play", "Reason", "RecordReport", "RecordText",
    "Rectify", "Result", "Rng",
    "Score", "Show", "Stage", "Standing", "Status", "Summary", "Tally", "Variant", "View",
    "advise", "bot_choose_discard", "bot_choose_play", "bot_discard", "bot_play",
    "check_record", "deal_view", "discard_analyze", "discard_analyze_many", "discard_expect",
    "discard_table", "format_hand", "hand_expect", "heels", "mask_count", "mask_from_cards",
    "mask_score", "mask_score_many", "mask_score_starters", "mask_score_starters_many",
    "mask_to_cards", "parse_hand", "peg_score", "replay_record", "score", "strerror", "version",
    "version_number", "win_chance",
]

CardLike = Union["Card", int, str]
"""A card: a Card, an id (0..51) or a text ("5h", "10S", "J♠")."""
Cards = Union[str, Iterable[CardLike]]
"""Cards: one text ("5h 5d 5c Js") or an iterable of cards."""
MaskOrCards = Union[int, str, Iterable[CardLike]]
"""A set of cards: an int mask (bit i for card id i) or cards."""
RuleValue = Union[int, str, Iterable[Union[int, str]]]
"""A field of GameRules as it may be given: a number, a name ("skunk"), or for the options
and the peggers a list of names or numbers."""


def __getattr__(name: str) -> Any:
    # The constants are set above from _layout.py; this declaration tells type checkers that
    # the module has attributes they cannot see (the enums, from _enums.py, they can).
    raise AttributeError(f"module 'libcrib' has no attribute {name!r}")


def _int(value: Any, low: int, high: int, code: int, what: str) -> int:
    """value as an int in [low, high), else CribError(code): ctypes would wrap it."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"libcrib: {what} must be an int, got {type(value).__name__}")
    if not low <= value < high:
        raise CribError(code, f"libcrib: {what} {value} is not in {low}..{high - 1}")
    return int(value)


def _u32(value: Any, what: str) -> int:
    return _int(value, 0, 1 << 32, _c.ERANGE, what)


def _flag(value: Any, what: str) -> bool:
    """A flag: only True or False, so that None, 0 or 'no' are not silently taken."""
    if not isinstance(value, bool):
        raise TypeError(f"libcrib: {what} must be True or False, got {value!r}")
    return value


def _need(value: Any, cls: type, what: str) -> Any:
    """One of the binding's own objects, where the C function takes its structure."""
    if not isinstance(value, cls):
        raise TypeError(f"libcrib: {what} must be a {cls.__name__}, got "
                        f"{type(value).__name__}")
    return value


def _text_arg(text: Any) -> bytes:
    if not isinstance(text, str):
        raise TypeError(f"libcrib: expected a str, got {type(text).__name__}")
    # C would stop reading at a NUL and accept "5h\0junk" as "5h".
    if "\0" in text:
        raise CribError(_c.EPARSE, "libcrib: the text holds a NUL")
    try:
        return text.encode()
    except UnicodeEncodeError:
        raise CribError(_c.EPARSE, "libcrib: the text is not valid Unicode "
                        "(it holds a lone surrogate)") from None


def _text_result(fn: Callable[..., int], *args: Any, cap: int = 64) -> str:
    """Calls a (..., buf, cap) function, once more with room enough if it was cut short."""
    buf = ctypes.create_string_buffer(cap)
    need = check(fn(*args, buf, cap))
    if need >= cap:
        buf = ctypes.create_string_buffer(need + 1)
        check(fn(*args, buf, need + 1))
    return buf.value.decode()


def _plain(value: Any) -> Any:
    """A value as JSON has it: cards and enums by name, sequences as lists."""
    if isinstance(value, (Card, Named)):
        return str(value)
    if isinstance(value, _Record):
        return value.to_dict()
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, int) and not isinstance(value, bool):
        return int(value)
    return value


class _Record:
    """A result: to_dict() gives its fields as plain values, JSON-ready."""

    def to_dict(self) -> Dict[str, Any]:
        return {f.name: _plain(getattr(self, f.name))
                for f in dataclasses.fields(self)}


def version() -> str:
    """The release version of the library loaded, as "major.minor.patch"."""
    return str(_lib.crib_version_string().decode())


def version_number() -> int:
    """The release version of the library loaded, as (major << 16) | (minor << 8) | patch."""
    return int(_lib.crib_version_number())


# ---- Cards and masks ----------------------------------------------------------------------

def _id(card: Any) -> int:
    """A card id that fits a crib_card; the library itself rejects 52..255."""
    if isinstance(card, bool) or not isinstance(card, int):
        raise TypeError(f"libcrib: a card must be a Card, an id or a text, got "
                        f"{type(card).__name__}")
    if not 0 <= card < 256:
        raise CribError(_c.ECARD)
    return int(card)


class Card(int):
    """A card: an int holding its id (rank * 4 + suit), made from a text ("5h", "10S",
    "J♠"), an id (0..51) or another Card. str() gives "5h"."""

    __slots__ = ()

    def __new__(cls, card: CardLike) -> Card:
        if isinstance(card, Card):
            return card
        if isinstance(card, str):
            out = ctypes.c_uint8()
            check(_lib.crib_card_parse(_text_arg(card), ctypes.byref(out)))
            return super().__new__(cls, out.value)
        check(_lib.crib_card_rank(_id(card)))
        return super().__new__(cls, card)

    @classmethod
    def make(cls, rank: int, suit: int) -> Card:
        """The card of a rank (0 = ace .. 12 = king) and a suit (0 = clubs .. 3 = spades)."""
        limit = 1 << 31
        return cls(check(_lib.crib_card_make(_int(rank, -limit, limit, _c.ERANGE, "rank"),
                                            _int(suit, -limit, limit, _c.ERANGE, "suit"))))

    @property
    def rank(self) -> int:
        """0 = ace, 1 = two, ..., 9 = ten, 10 = jack, 11 = queen, 12 = king."""
        return int(_lib.crib_card_rank(self))

    @property
    def suit(self) -> int:
        """0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades."""
        return int(_lib.crib_card_suit(self))

    @property
    def value(self) -> int:
        """The counting value: ace 1, two to ten their face, J Q K 10."""
        return int(_lib.crib_card_value(self))

    def __str__(self) -> str:
        return _text_result(_lib.crib_card_format, self, cap=4)

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


def _array(cards: List[Card]) -> Tuple[Any, int]:
    """A crib_card array and its length; never a NULL pointer, so that the library reports
    an empty list as ECOUNT rather than ENULL."""
    return (ctypes.c_uint8 * max(len(cards), 1))(*cards), len(cards)


def parse_hand(text: str) -> List[Card]:
    """The cards of a text such as "5h 5d 5c Js" (spaces or commas between), as Cards."""
    cards = (ctypes.c_uint8 * _c.CARDS)()
    n = check(_lib.crib_hand_parse(_text_arg(text), cards, _c.CARDS))
    return [Card(c) for c in cards[:n]]


def _card_list(cards: Cards) -> List[Card]:
    """Cards from a text or from any iterable of Cards, texts and ids."""
    return parse_hand(cards) if isinstance(cards, str) else [Card(c) for c in cards]


def format_hand(cards: Cards) -> str:
    """Cards as one text, "5h 5d 5c Js"."""
    array, n = _array(_card_list(cards))
    return _text_result(_lib.crib_hand_format, array, n)


def mask_from_cards(cards: Cards) -> int:
    """The int mask of cards: bit i set for card id i."""
    array, n = _array(_card_list(cards))
    out = ctypes.c_uint64()
    check(_lib.crib_mask_from_cards(array, n, ctypes.byref(out)))
    return out.value


def _mask(mask: Any) -> int:
    return _int(mask, 0, 1 << 64, _c.EMASK, "a mask")


def mask_to_cards(mask: int) -> List[Card]:
    """The Cards of a mask, in increasing id order."""
    cards = (ctypes.c_uint8 * _c.CARDS)()
    n = check(_lib.crib_mask_to_cards(_mask(mask), cards, _c.CARDS))
    return [Card(c) for c in cards[:n]]


def mask_count(mask: int) -> int:
    """The number of cards in a mask."""
    return check(_lib.crib_mask_count(_mask(mask)))


def _hand_mask(cards: MaskOrCards) -> int:
    """A set of cards given as an int mask, or as a text or an iterable of cards. A lone
    Card is an int too, but reading its id as a mask would be a silent mistake."""
    if isinstance(cards, Card):
        raise TypeError("libcrib: a set of cards must be a mask or cards, not a lone Card")
    if isinstance(cards, int) and not isinstance(cards, bool):
        return _mask(cards)
    return mask_from_cards(cards)  # type: ignore[arg-type]


def _card_id(card: CardLike) -> int:
    """A card's id for the fast paths: a text is parsed, an int range-checked, and the
    library rejects the rest."""
    return Card(card) if isinstance(card, str) else _id(card)


def heels(starter: CardLike) -> int:
    """What the dealer pegs when this card is turned as the starter: 2 for a jack."""
    return check(_lib.crib_starter_heels(Card(starter)))


# ---- The show -----------------------------------------------------------------------------

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


# ---- Discard analysis ---------------------------------------------------------------------

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


def discard_expect(discard: MaskOrCards, dead: MaskOrCards = 0, *,
                   model: str = "random", dealer: Optional[bool] = None) -> Expect:
    """The expected crib from 1 to 4 known cards, the rest of the crib and the starter drawn
    from the cards in neither discard nor dead (crib rules). With model="optimal" (2 known
    cards; dealer=True when they are the dealer's, False the pone's) the opponent's two are
    thrown as a solved player throws them, and count is a total weight, not a number of
    cases."""
    out = STRUCT["crib_expect"]()
    flags = _model_flag(model)
    if flags and dealer is None:
        raise TypeError("libcrib: the optimal model needs dealer=True or False")
    if dealer is not None and _flag(dealer, "dealer"):
        flags |= int(_c.DISCARD_DEALER)
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
    flags = _model_flag(model)
    if flags and dealer is None:
        raise TypeError("libcrib: the optimal model needs dealer=True or False")
    if dealer is not None and _flag(dealer, "dealer"):
        flags |= int(_c.DISCARD_DEALER)
    if flags:
        n = check(_lib.crib_discard_table_model(flags, table, len(table)))
    else:
        n = check(_lib.crib_discard_table(table, len(table)))
    return [PairValue(ranks=(_rank_text(e.rank1), _rank_text(e.rank2)),
                      suited=bool(e.suited), sum=e.sum, mean=e.mean) for e in table[:n]]


# ---- The play -----------------------------------------------------------------------------

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


def _or_none(value: int) -> Optional[int]:
    return None if value == _c.NONE else value


def _player(player: Any, what: str = "player") -> int:
    return _u32(player, what)


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


# ---- The game -----------------------------------------------------------------------------

def _rules_probe(name: str, value: int, variant: int = _c.VARIANT_SIX_CARD) -> None:
    """CribError unless the library takes value for this field of the rules, every other
    field at the variant's default: the ranges of the ladder's values, the readings that
    need their rule and the peggers' sides live in the library alone. The variant is one
    that the field can go with (the four-handed game for peggers, the five-card game for
    the options, where every option may be set); what the field needs of the others is
    checked when the rules are used."""
    raw = STRUCT["crib_game_rules"]()
    check(_lib.crib_game_rules_default(ctypes.byref(raw), variant))
    setattr(raw, name, value)
    rc = _lib.crib_game_init(STRUCT["crib_game"](), ctypes.byref(raw), 0)
    if rc < 0:
        raise CribError(rc, f"libcrib: GameRules.{name} {value} is refused")


def _rule(name: str, value: Any) -> Any:
    """A field of GameRules, checked as it is set. As JavaScript's gameRules() takes them,
    the variant and the ladder may be given by name ("six-card", "skunk"), the options as
    a list of names or bits (["muggins", "overpeg"]) and the peggers as a list of players
    ([0, 1])."""
    what = f"GameRules.{name}"
    if name == "variant":
        return _in_group(Variant, value, what)
    if name == "ladder":
        return _in_group(Ladder, value, what)
    if name == "options":
        if _listed(value):
            value = sum(set(_named_bit(Option, v, what) for v in value))
        known = sum(Option)
        if _u32(value, what) & ~known:
            raise CribError(_c.EFLAGS, f"libcrib: {what} {value} has bits that "
                            "this version does not know")
        _rules_probe(name, value, _c.VARIANT_FIVE_CARD)
        return Option(value)
    if name == "target":
        return _int(value, 1, _c.GAME_MAX_TARGET + 1, _c.ERANGE, what)
    if name == "peggers" and _listed(value):
        value = sum(set(1 << _int(p, 0, 32, _c.ERANGE, what) for p in value))
    _rules_probe(name, _u32(value, what),
                 _c.VARIANT_FOUR if name == "peggers" else _c.VARIANT_SIX_CARD)
    return int(value)


def _listed(value: Any) -> bool:
    """Whether a rule's value is a list of names or numbers rather than one."""
    return isinstance(value, Iterable) and not isinstance(value, (str, bytes, int))


def _by_name(group: Any, value: Any, what: str) -> Any:
    """The member of a group whose name (as str() writes it: "six-card", "muggins") is
    value, for a text; else value. CribError ERANGE for a name the group does not have."""
    if not isinstance(value, str):
        return value
    for member in group:
        if str(member) == value or member.name.lower().replace("_", "-") == value:
            return member
    raise CribError(_c.ERANGE, f"libcrib: {what}: no {group.__name__} is named {value!r} "
                    f"({', '.join(m.name.lower().replace('_', '-') for m in group)})")


def _named_bit(group: Any, value: Any, what: str) -> int:
    return _u32(_by_name(group, value, what), what)


def _in_group(group: Any, value: Any, what: str) -> Any:
    value = _by_name(group, value, what)
    _u32(value, what)
    try:
        return group(value)
    except ValueError:
        raise CribError(_c.ERANGE, f"libcrib: {what} {value} is not one of "
                        f"{', '.join(f'{m.name} ({m.value})' for m in group)}") from None


@dataclass
class GameRules(_Record):
    """The rules of a game, as crib_game_rules: variant (Variant), target (1 to
    GAME_MAX_TARGET), options (Option bits: a reading, such as OPT_EXACT_ITEMS, needs its
    rule, OPT_EXACT, set with it), ladder (Ladder), what a game is worth at each level, and,
    four-handed only, peggers: the two players elected to peg, one of each side, who alone
    cut for the first deal, as a mask (bit p for player p: 0b0011 for players 0 and 1; 0,
    the default, for every player). Each field is checked when it is set (CribError ERANGE
    or EFLAGS, TypeError for what is not an int); what fields need of each other
    (OPT_FIVE_FULL_PLAY the five-card game, peggers the four-handed one) when the rules are
    used (Game, Deal)."""
    variant: Named
    target: int
    options: int
    ladder: Named
    lurch_value: int
    skunk_value: int
    double_skunk_value: int
    triple_skunk_value: int
    peggers: int = 0

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self.__dataclass_fields__:
            raise AttributeError(f"libcrib: GameRules has no field {name!r}")
        super().__setattr__(name, _rule(name, value))

    @classmethod
    def default(cls, variant: Union[int, str] = _c.VARIANT_SIX_CARD, **changes: RuleValue
                ) -> GameRules:
        """A variant's defaults (crib_game_rules_default), with any field changed by name:
        GameRules.default(VARIANT_SIX_CARD, ladder=LADDER_SKUNK, options=OPT_MUGGINS), or
        by names as JavaScript's gameRules() takes them: GameRules.default("six-card",
        ladder="skunk", options=["muggins", "overpeg"])."""
        raw = STRUCT["crib_game_rules"]()
        check(_lib.crib_game_rules_default(raw, _in_group(Variant, variant,
                                                           "GameRules.variant")))
        fields = {name: getattr(raw, name) for name in cls.__dataclass_fields__}
        for name in changes:
            if name not in fields:
                raise TypeError(f"libcrib: GameRules has no field {name!r}")
        return cls(**dict(fields, **changes))

    def _raw(self) -> Any:
        return STRUCT["crib_game_rules"](**{name: getattr(self, name)
                                            for name in self.__dataclass_fields__})


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


@dataclass(frozen=True)
class Claim(_Record):
    """What a claim did, in the show (Game.claim, Game.claim_score, Deal.show) or in the
    play (Game.claim_play, Deal.play_claim): the player who claimed and his opponent (who
    pegs muggins), the points claimed and the true total, what the claim missed or
    over-claimed, and what was pegged: by the player (the claim, an over-claim corrected
    down to the true total and never penalised), by the opponent under muggins (the
    points missed), and, in the play, the penalty of a failure to play (0 in the show);
    ended when the game ended during it."""
    player: int
    opponent: int
    claimed: int
    actual: int
    missed: int
    over_claimed: int
    pegged: int
    muggins: int
    penalty: int
    ended: bool


def _claim(raw: Any) -> Claim:
    fields = {f.name: getattr(raw, f.name) for f in dataclasses.fields(Claim)}
    return Claim(**dict(fields, ended=bool(raw.ended)))


def _points(points: Any, what: str = "points") -> int:
    return _u32(points, what)


def _claimed(claimed: Optional[int]) -> int:
    """CLAIM_ALL for None; any int the library would read as CLAIM_ALL is refused."""
    if claimed is None:
        return int(_c.CLAIM_ALL)
    return _int(claimed, 0, _c.CLAIM_ALL, _c.ERANGE, "claimed")


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


class Rng:
    """The deal driver's seeded generator, SplitMix64 as crib.h writes it out: state is
    the 64-bit state, advanced by each draw."""

    def __init__(self, seed: int = 0) -> None:
        self.state = _int(seed, 0, 1 << 64, _c.ERANGE, "seed")

    def _call(self, fn: Callable[..., int], *args: Any) -> int:
        state = ctypes.c_uint64(_int(self.state, 0, 1 << 64, _c.ERANGE, "Rng.state"))
        value = fn(ctypes.byref(state), *args)
        self.state = state.value
        return value

    def next(self) -> int:
        """The next 64-bit number."""
        out = ctypes.c_uint64()
        check(self._call(_lib.crib_rng_next, ctypes.byref(out)))
        return out.value

    def below(self, n: int) -> int:
        """A uniform number in 0 .. n-1, for n from 1 to 2**32; CribError(ERANGE) for any
        other n (checked here too, since ctypes would wrap a larger one)."""
        out = ctypes.c_uint32()
        check(self._call(_lib.crib_rng_below, _int(n, 0, 1 << 64, _c.ERANGE, "n"),
                         ctypes.byref(out)))
        return out.value

    def shuffle(self) -> List[Card]:
        """The 52 Cards in the order of a fresh shuffle of the full pack."""
        deck = (ctypes.c_uint8 * _c.CARDS)()
        check(self._call(_lib.crib_deck_shuffle, deck))
        return [Card(c) for c in deck]


# ---- The deal driver ----------------------------------------------------------------------

@dataclass(frozen=True)
class Status(_Record):
    """Where a Deal stands (crib_status): stage (Stage), the variant's shape (players, cards
    dealt, discarded and kept by each), the dealer, the deal number (0 before the first),
    the starter (None before the cut), who shows next (None outside the show) and whether
    it is the crib, the cards cut for the first deal (None where the first dealer was
    given, and for a player who did not cut), the holders dealt a wrong number of cards and
    not yet rectified (players, and HOLDER_CRIB for the crib, which to_dict() writes
    "crib" as `crib game --json` writes a holder), the points each player missed in his
    claims and may still peg (Deal.correct), each player's cards (as dealt until they
    discard, then the kept hand), the crib so far, and the players whose hands stand a
    card or two short until the next deal (RECTIFY_STAND)."""
    stage: Stage
    players: int
    dealt: int
    discard: int
    kept: int
    dealer: int
    deal: int
    starter: Optional[Card]
    next_show: Optional[int]
    next_is_crib: bool
    first_cut: Tuple[Optional[Card], ...]
    wrong: Tuple[int, ...]
    unpegged: Tuple[int, ...]
    hands: Tuple[Tuple[Card, ...], ...]
    crib: Tuple[Card, ...]
    stands: Tuple[int, ...] = ()

    def to_dict(self) -> Dict[str, Any]:
        return dict(super().to_dict(), wrong=[_holder_name(h) for h in self.wrong])


def _show(raw: Any) -> "Show":
    """The Show of a crib_show the deal filled."""
    cards = [Card(c) for c in raw.cards[:raw.n_cards]]
    starter = Card(raw.starter)
    return Show(player=raw.player, crib=bool(raw.is_crib), cards=tuple(cards),
                starter=starter, claim=_claim(raw.claim),
                score=_score_of(raw.score, cards, starter, bool(raw.is_crib)))


def _holder_name(holder: int) -> Union[int, str]:
    return "crib" if holder == _c.HOLDER_CRIB else holder


def _holder(holder: Any) -> int:
    """A player, or HOLDER_CRIB; the library refuses what is neither."""
    return _u32(holder, "holder")


def _card_or_none(value: int) -> Optional[Card]:
    return None if value == _c.NONE else Card(value)


@dataclass(frozen=True)
class Cut(_Record):
    """The starter turned and the heels the dealer pegged for it (0, or 2 for a jack
    unless the options refused them)."""
    starter: Card
    heels: int


@dataclass(frozen=True)
class Show(_Record):
    """One show of a Deal: who showed, whether it was the crib, the cards in id order, the
    starter, how the claim was pegged, and the itemised Score. to_dict() has the keys of a
    show of `crib game --json` (less the board) and the rest."""
    player: int
    crib: bool
    cards: Tuple[Card, ...]
    starter: Card
    claim: Claim
    score: Score

    def to_dict(self) -> Dict[str, Any]:
        return dict(super().to_dict(), points=self.score.total,
                    said=self.score.announcement, pegged=self.claim.pegged)


class Deal:
    """A whole game driven deal by deal from a seed (crib_deal): start() shuffles and
    deals (start_cut() with the pack cut first), discard() lays away each player's cards,
    cut() turns the starter (cut_at() where the cutter cuts the stock), play_card(),
    play_go() and play_claim() run the play, show() counts each hand and the crib in order.
    The referee's calls settle the irregularities of Hoyle and 004: misdeal(), miscount()
    and rectify() (a hand or crib dealt wrong), overpeg() and correct() (an over-peg or a
    short peg put right). first_dealer None (and only None) cuts for the first deal. An
    action out of stage raises CribError(ESTAGE), any action after the end CribError(EDONE);
    a rejected action changes nothing."""

    _state: Any

    def __init__(self, rules: GameRules, seed: int,
                 first_dealer: Optional[int] = None) -> None:
        raw = _need(rules, GameRules, "Deal's rules")._raw()
        # The library reads CRIB_DEAL_CUT (CRIB_c.NONE) as "cut": only None may mean that.
        dealer = (_c.DEAL_CUT if first_dealer is None
                  else _int(first_dealer, 0, _c.NONE, _c.ERANGE, "first_dealer"))
        self._state = STRUCT["crib_deal"]()
        check(_lib.crib_deal_init(self._state, raw, _int(seed, 0, 1 << 64, _c.ERANGE, "seed"),
                                 dealer))

    def copy(self) -> Deal:
        """An independent copy, to branch from."""
        twin = Deal.__new__(Deal)
        twin._state = STRUCT["crib_deal"].from_buffer_copy(self._state)
        return twin

    def start(self) -> int:
        """Shuffles and deals (after the first deal, the deal passes left first, unless the
        last deal was a misdeal); returns the dealer."""
        return check(_lib.crib_deal_start(self._state))

    def start_cut(self, position: int) -> int:
        """start() with the pack cut before the deal by the player on the dealer's right:
        the top position cards (CUT_MIN to CARDS - CUT_MIN) go under the rest. Returns the
        dealer; CribError ERULES under OPT_NO_CUT, ERANGE for a position out of range."""
        return check(_lib.crib_deal_start_cut(self._state, _u32(position, "position")))

    def start_given(self, hands: Sequence[MaskOrCards],
                    crib: Optional[MaskOrCards] = None) -> int:
        """start() with the cards given instead of shuffled, for a game dealt elsewhere
        (crib_deal_start_given): hands, by player, each of the variant's number of cards (a
        mask or cards), and crib, the cards dealt to the crib from the pack (the three-handed
        game's one card; None or () for the others). No number is drawn, so later deals dealt
        by start() are still the seed's. The stock is the cards no one was given, in id
        order, and cut_at() may cut it anywhere. Returns the dealer; CribError ECOUNT for a
        hand or crib of another number, EDUP for a card given twice."""
        masks = [_hand_mask(hand) for hand in hands]
        if len(masks) > _c.PLAY_MAX_PLAYERS:
            raise CribError(_c.ECOUNT, f"libcrib: {len(masks)} hands, more than "
                            f"{_c.PLAY_MAX_PLAYERS} players")
        array = (ctypes.c_uint64 * _c.PLAY_MAX_PLAYERS)(*masks)
        return check(_lib.crib_deal_start_given(self._state, array,
                                                0 if crib is None else _hand_mask(crib)))

    def forfeit(self) -> int:
        """Under OPT_NO_CUT, the dealer who offers the pack to be cut all the same forfeits
        the deal (Six Card Cribbage: "the opponent may pick up the deck and deal, giving
        himself the crib"): the player at his left deals the pack as shuffled, uncut; the
        forfeited deal is counted. Returns the new dealer; CribError ERULES without
        OPT_NO_CUT, ESTAGE outside the stage DEAL."""
        return check(_lib.crib_deal_forfeit(self._state))

    def discard(self, player: int, cards: Cards) -> None:
        """The player lays away the variant's number of cards to the crib."""
        array, n = _array(_card_list(cards))
        check(_lib.crib_deal_discard(self._state, _player(player), array, n))

    def cut(self) -> Cut:
        """Turns the starter (the top card of the stock) and pegs heels; returns the Cut.
        CribError ESTAGE while a holder has a wrong number of cards (rectify() first)."""
        pegged = ctypes.c_uint32()
        starter = check(_lib.crib_deal_cut(self._state, ctypes.byref(pegged)))
        return Cut(Card(starter), pegged.value)

    def cut_at(self, position: int) -> Cut:
        """cut() where the player at the dealer's left cuts: position cards are lifted and
        the starter is the stock's card position, counted from 0 at the top (stock()), with
        at least CUT_MIN cards in each packet (CribError ERANGE otherwise)."""
        pegged = ctypes.c_uint32()
        starter = check(_lib.crib_deal_cut_at(self._state, _u32(position, "position"),
                                             ctypes.byref(pegged)))
        return Cut(Card(starter), pegged.value)

    def stock(self) -> List[Card]:
        """The stock: the cards of the pack that no hand, crib, starter or set-aside card
        holds, in the pack's order, its top first; empty before the first deal and after
        a misdeal."""
        cards = (ctypes.c_uint8 * _c.CARDS)()
        n = check(_lib.crib_deal_stock(self._state, cards, _c.CARDS))
        return [Card(c) for c in cards[:n]]

    def play(self) -> Play:
        """A copy of the deal's Play (crib_deal_play), to ask whose turn it is and what is
        legal."""
        play = STRUCT["crib_play"]()
        check(_lib.crib_deal_play(self._state, play))
        return Play._from_state(play)

    def _before(self) -> Optional[Play]:
        """The play before an action, to name the cards of its items and those a failure to
        play makes dead; None when there is no play, and then the action itself says why it
        cannot be taken."""
        play = STRUCT["crib_play"]()
        if _lib.crib_deal_play(self._state, play) < 0:
            return None
        return Play._from_state(play)

    def _act(self, fn: Callable[..., int], player: int, card: Optional[int],
             *claimed: int) -> Event:
        """An action through fn (play_card, play_go, or play_claim with its claim)."""
        before = self._before()
        raw = STRUCT["crib_play_event"]()
        args = [] if card is None and not claimed else [_c.NONE if card is None else card]
        out = STRUCT["crib_claim"]()
        extra = [ctypes.byref(out)] if claimed else []
        pegged = check(fn(self._state, _player(player), *args, *claimed, ctypes.byref(raw),
                          *extra))
        played = before.pile if before is not None else []
        # The cards a failure to play makes dead are those the player could have played
        # (crib_play_go), known from the play before even when the penalty ended the game.
        dead = 0
        if raw.penalty and before is not None:
            dead = mask_from_cards(before.legal(raw.player))
        return _event(raw, played + ([] if card is None else [Card(card)]), dead, pegged,
                      _claim(out) if claimed else None)

    def play_card(self, player: int, card: CardLike) -> Event:
        """A card in the play, its points pegged; returns the Event, with pegged."""
        return self._act(_lib.crib_deal_play_card, player, _card_id(card))

    def play_go(self, player: int) -> Event:
        """Go in the play, the point for last pegged; returns the Event, with pegged. Under
        OPT_FAILURE a player who can play may say go: a failure to play, whose penalty
        (Event.penalty) is pegged first."""
        return self._act(_lib.crib_deal_play_go, player, None)

    def play_claim(self, player: int, card: Optional[CardLike],
                   claimed: Optional[int] = None) -> Event:
        """A card (None: go) in the play, whose points its scorer claims (None: the true
        points, as play_card and play_go peg them): an over-claim is corrected down, and
        the points missed go to the opponent under OPT_MUGGINS_PLAY; without it the scorer
        may still peg them with correct() until he plays his next card or the next deal is
        cut or dealt (status().unpegged). Returns the Event, with pegged (what the scorer pegged)
        and claim (the Claim, the penalty of a failure to play included)."""
        return self._act(_lib.crib_deal_play_claim, player,
                         None if card is None else _card_id(card), _claimed(claimed))

    def show(self, claimed: Optional[int] = None) -> Show:
        """The next show in order, its player claiming claimed points (None: the true
        total); returns the Show. A holder with a wrong number of cards is settled first
        (rectify(); CribError ESTAGE until then); a hand that stands short is shown with its
        1 to 3 cards and no flush."""
        raw = STRUCT["crib_show"]()
        check(_lib.crib_deal_show(self._state, _claimed(claimed), ctypes.byref(raw)))
        return _show(raw)

    def show_items(self, order: Sequence[int], claimed: Optional[int] = None) -> Show:
        """show() with the items pegged in the order the claimant announces them, as
        Game.claim_items() pegs them: order lists the indexes of the show's score's items
        (Show.score.items, in the customary order: show a copy() to know them), each once.
        Returns the Show."""
        array, n = _order(order)
        raw = STRUCT["crib_show"]()
        check(_lib.crib_deal_show_items(self._state, _claimed(claimed), array, n,
                                       ctypes.byref(raw)))
        return _show(raw)

    def status(self) -> Status:
        """Where the deal stands (crib_deal_status)."""
        raw = STRUCT["crib_status"]()
        check(_lib.crib_deal_status(self._state, ctypes.byref(raw)))
        players = range(raw.players)
        return Status(
            stage=_names.member(Stage, raw.stage), players=raw.players, dealt=raw.dealt,
            discard=raw.discard, kept=raw.kept, dealer=raw.dealer, deal=raw.deal,
            starter=_card_or_none(raw.starter), next_show=_or_none(raw.next_show),
            next_is_crib=bool(raw.next_is_crib),
            first_cut=tuple(_card_or_none(raw.first_cut[p]) for p in players),
            wrong=tuple(h for h in list(players) + [_c.HOLDER_CRIB] if raw.wrong >> h & 1),
            unpegged=tuple(raw.unpegged[p] for p in players),
            hands=tuple(tuple(mask_to_cards(raw.hand[p])) for p in players),
            crib=tuple(mask_to_cards(raw.crib)),
            stands=tuple(p for p in players if raw.wrong >> (_c.WRONG_STANDS + p) & 1))

    @property
    def stage(self) -> Stage:
        return self.status().stage

    def view(self, player: int, discard: MaskOrCards = 0, *,
             history: Optional[History] = None) -> View:
        """What the player knows, for a bot to decide from (deal_view, crib_deal_view): in
        the discard, before it lays away; in the play, on its turn, with the cards it laid
        away when given (the deal does not keep them). With a History kept up to date
        (crib_deal_view_history), the view has the player's discard, what every go of the
        deal showed and the order of the earlier counts (earlier); discard is then not
        given."""
        return deal_view(self, player, discard, history=history)

    def game(self) -> Game:
        """A copy of the deal's Game: the board, the order, the result."""
        game = STRUCT["crib_game"]()
        check(_lib.crib_deal_game(self._state, game))
        return Game._from_state(game)

    # The irregularities: the referee's calls. Each checks the whole state first and
    # changes nothing when it is refused.

    def misdeal(self) -> int:
        """A misdeal (a card faced or exposed, an imperfect pack, a wrong number of cards
        found before laying away): the cards go back and the same dealer deals again
        (start(), from a new shuffle, under the same deal number). In the discard or the cut
        stage, or for an imperfect pack (Hoyle) in the play or the show too; the points
        pegged stand. Returns the dealer; CribError ESTAGE before a deal."""
        return check(_lib.crib_deal_misdeal(self._state))

    def miscount(self, holder: int, delta: int) -> int:
        """Records a dealing error: the holder (a player who has not laid away yet, or
        HOLDER_CRIB until the starter is cut) got delta cards too many (1 or 2, off the top
        of the stock) or too few (-1 or -2). The holder is then wrong (status().wrong): a
        player lays away the usual number and keeps the rest, until rectify() settles it
        when it is found: after laying away, in the play, or at the latest at its show.
        Returns the number of cards the holder holds."""
        return check(_lib.crib_deal_miscount(self._state, _holder(holder),
                                            _int(delta, -(1 << 31), 1 << 31, _c.ERANGE,
                                                 "delta")))

    def rectify(self, holder: int, choice: int, drawn: Cards = ()) -> int:
        """A wrong number of cards found after laying away (the cut stage, the play or the
        show), and the opponent's choice (a Rectify). Hoyle's, by default: RECTIFY_NEW_DEAL
        (a hand only) for a new deal by the same dealer; RECTIFY_PEG for 2 to the holder's
        opponent (for the crib, the non-dealer), then a short holder draws from the stock
        and a long one loses the cards drawn (its excess, chosen by the opponent; in the
        play, among those he still holds). Under OPT_LET_STAND (Irregularities in
        Cribbage): RECTIFY_CORRECT, corrected so for nothing, or RECTIFY_STAND, a short
        hand kept as it is for 2 to the opponent. Under OPT_TWO_WRONG two wrong at once take RECTIFY_NEW_DEAL only, the
        crib's included. A choice the rules do not give is CribError ERULES. Returns the
        penalty pegged (0 for a new deal or a correction, or when the options refuse
        it)."""
        array, n = _array(_card_list(drawn))
        pegged = ctypes.c_uint32()
        check(_lib.crib_deal_rectify(self._state, _holder(holder), _u32(choice, "choice"),
                                    array, n, ctypes.byref(pegged)))
        return pegged.value

    def overpeg(self, player: int) -> int:
        """An over-peg corrected on demand (Game.overpeg): the driver pegs announced scores
        only, so the board already holds the correction, and under OPT_OVERPEG the
        player's opponent pegs 2. Returns the penalty pegged. In every stage until the
        end; a demand after the next cut is the referee's to refuse (Hoyle)."""
        penalty = ctypes.c_uint32()
        check(_lib.crib_deal_overpeg(self._state, _player(player), ctypes.byref(penalty)))
        return penalty.value

    def correct(self, player: int) -> int:
        """The player pegs the points he missed in his claims (status().unpegged), in time:
        before he plays his next card or the next deal is cut or dealt (Hoyle), as Reason
        CORRECTION. Returns the points pegged (0 when there were none)."""
        pegged = ctypes.c_uint32()
        check(_lib.crib_deal_correct(self._state, _player(player), ctypes.byref(pegged)))
        return pegged.value


# ---- The bot ------------------------------------------------------------------------------

def bot_discard(dealt: Cards, discard: int, *, dealer: bool) -> List[Card]:
    """The simple bot's cards to lay away (discard of them, 1 or 2) from 5 or 6 dealt;
    dealer (True or False) says whose crib it is. Ties go to the first way in the order of
    the cards given, so give them in id order to play as `crib game` does."""
    is_dealer = 1 if _flag(dealer, "dealer") else 0
    array, n = _array(_card_list(dealt))
    out = (ctypes.c_uint8 * 2)()
    check(_lib.crib_bot_discard(array, n, _int(discard, 0, 1 << 32, _c.ECOUNT,
                                              "discard"), is_dealer, out))
    return [Card(c) for c in out[:discard]]


def bot_play(play: Play, player: int) -> Optional[Card]:
    """The simple bot's card for the player whose turn it is in a Play, or None for go."""
    state = _need(play, Play, "bot_play's play")._state
    card = ctypes.c_uint8()
    return Card(card.value) if check(_lib.crib_bot_play(state, _player(player),
                                                       ctypes.byref(card))) else None


from ._buffers import (discard_analyze_many, mask_score_many,  # noqa: E402
                       mask_score_starters_many)
from ._record import (History, RecordReport, RecordText, check_record,  # noqa: E402
                      replay_record)
from ._arena import (Advice, AdviceEntry, Arena, ArenaEvent, Bot, Chance,  # noqa: E402
                     Side, Summary, Tally, View, advise, bot_choose_discard, bot_choose_play,
                     deal_view, win_chance)
