# SPDX-License-Identifier: MIT
"""libcrib for Python: cribbage cards, scoring, discard analysis, the play and the game, by
ctypes over the shared library.

The library is looked for, in order, at $LIBCRIB_PATH (the file, or a folder holding
libcrib.so.1), in the lib/ folder of the source tree this module sits in, and wherever
ctypes.util.find_library("crib") finds it.

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
    >>> deal.info().first_cut, deal.start()
    ((Card('5s'), Card('Js')), 0)

Every failure of the library raises CribError (a ValueError) with the library's code and
sentence. Only the standard library is needed.
"""

import ctypes
import ctypes.util
import os
from ctypes import (POINTER, Structure, c_char_p, c_double, c_int32, c_size_t, c_uint8,
                    c_uint32, c_uint64)
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple, Optional

__all__ = [
    "Board", "Card", "Claim", "CribError", "Cut", "Deal", "DealInfo", "Event", "Expect",
    "Game", "GameRules", "Item", "Keep", "Match", "PairValue", "Peg", "PegItem", "Play",
    "Result", "Rng", "Score", "Show", "bot_discard", "bot_play", "crib_expect", "crib_table",
    "discard_analyze", "format_hand", "hand_expect", "heels", "mask_count",
    "mask_from_cards", "mask_score", "mask_score_starters", "mask_to_cards", "parse_hand",
    "peg_score", "score", "strerror", "version", "version_number",
]

# Constants mirrored from include/crib.h; test_libcrib.py checks each against the header.
OK = 0
ENULL = -1
ECARD = -2
EDUP = -3
ECOUNT = -4
EFLAGS = -5
EPARSE = -6
ESPACE = -7
EMASK = -8
ERANGE = -9
EOVER31 = -10
ENOTHELD = -11
ETURN = -12
EMUSTPLAY = -13
EDONE = -14
EORDER = -15
ESTAGE = -16
CARDS = 52
CRIB = 1
POS_STARTER = 4
SCORE_MAX_ITEMS = 32
ITEM_FIFTEEN = 1
ITEM_RUN = 2
ITEM_PAIR = 3
ITEM_FLUSH = 4
ITEM_NOBS = 5
ITEM_THIRTY_ONE = 6
ITEM_GO = 7
PEG_MAX_ITEMS = 4
PLAY_FIVE_CARD = 1
PLAY_MAX_PLAYERS = 4
PLAY_NONE = 0xFFFFFFFF
DISCARD_DEALER = 1
DISCARD_FIVE_CARD = 2
DISCARD_MAX_KEEPS = 15
CRIB_TABLE_SIZE = 169
VARIANT_SIX_CARD = 0
VARIANT_FIVE_CARD = 1
VARIANT_THREE = 2
VARIANT_FOUR = 3
VARIANT_TWO_TO_CRIB = 4
OPT_NO_GO_OUT = 1
OPT_NO_HEELS_NEAR = 2
OPT_EXACT = 4
OPT_MUGGINS = 8
OPT_OVERCLAIM = 16
LADDER_NONE = 0
LADDER_LURCH = 1
LADDER_SKUNK = 2
LEVEL_NONE = 0
LEVEL_LURCH = 1
LEVEL_SKUNK = 2
LEVEL_DOUBLE_SKUNK = 3
LEVEL_TRIPLE_SKUNK = 4
PHASE_START = 0
PHASE_HEELS = 1
PHASE_PLAY = 2
PHASE_SHOW_HAND = 3
PHASE_SHOW_CRIB = 4
PEG_THREE_FOR_LAST = 1
PEG_HEELS = 2
PEG_PLAY = 3
PEG_GO = 4
PEG_HAND = 5
PEG_CRIB = 6
PEG_MUGGINS = 7
PEG_PENALTY = 8
GAME_MAX_SIDES = 3
GAME_MAX_TARGET = 1000
CLAIM_ALL = 0xFFFFFFFF
MATCH_LOSER_DEALS = 1
DEAL_CUT = 0xFFFFFFFF
STAGE_DEAL = 0
STAGE_DISCARD = 1
STAGE_CUT = 2
STAGE_PLAY = 3
STAGE_SHOW = 4
STAGE_OVER = 5
_KIND_NAMES = {ITEM_FIFTEEN: "fifteen", ITEM_RUN: "run", ITEM_PAIR: "pair",
               ITEM_FLUSH: "flush", ITEM_NOBS: "nobs", ITEM_THIRTY_ONE: "thirty-one",
               ITEM_GO: "go"}
# The names `crib game --json` prints for a result's phase, reason and levels.
_PHASE_NAMES = {PHASE_START: "start", PHASE_HEELS: "heels", PHASE_PLAY: "play",
                PHASE_SHOW_HAND: "show-hand", PHASE_SHOW_CRIB: "show-crib"}
_REASON_NAMES = {PEG_THREE_FOR_LAST: "three-for-last", PEG_HEELS: "heels", PEG_PLAY: "play",
                 PEG_GO: "go", PEG_HAND: "hand", PEG_CRIB: "crib", PEG_MUGGINS: "muggins",
                 PEG_PENALTY: "penalty"}
_LEVEL_NAMES = {LEVEL_NONE: "none", LEVEL_LURCH: "lurch", LEVEL_SKUNK: "skunk",
                LEVEL_DOUBLE_SKUNK: "double-skunk", LEVEL_TRIPLE_SKUNK: "triple-skunk"}


class _Item(Structure):
    _fields_ = [("cards", c_uint64), ("kind", c_uint8), ("points", c_uint8),
                ("positions", c_uint8), ("size", c_uint8), ("reserved", c_uint8 * 4)]


class _Score(Structure):
    _fields_ = [("total", c_uint32), ("fifteens", c_uint32), ("runs", c_uint32),
                ("pairs", c_uint32), ("flush", c_uint32), ("nobs", c_uint32),
                ("n_items", c_uint32), ("reserved", c_uint32),
                ("items", _Item * SCORE_MAX_ITEMS)]


class _Peg(Structure):
    _fields_ = [(name, c_uint32) for name in ("total", "count", "fifteen", "thirty_one",
                                              "pairs", "run", "go", "n_items")]
    _fields_ += [("items", _Item * PEG_MAX_ITEMS)]


class _Play(Structure):
    """Laid out for crib_play's size and alignment only: the state is read and changed
    through the library's functions, never through these fields."""
    _fields_ = [("hand", c_uint64 * PLAY_MAX_PLAYERS), ("points", c_uint32 * PLAY_MAX_PLAYERS),
                ("players", c_uint32), ("flags", c_uint32), ("turn", c_uint32),
                ("last", c_uint32), ("count", c_uint32), ("went", c_uint32),
                ("n_pile", c_uint32), ("reserved", c_uint32), ("pile", c_uint8 * 16)]


class _PlayEvent(Structure):
    _fields_ = [(name, c_uint32) for name in ("player", "card", "points", "scorer", "side",
                                              "count", "reset", "over", "next")]
    _fields_ += [("reserved", c_uint32 * 3), ("score", _Peg)]


class _Expect(Structure):
    _fields_ = [("sum", c_uint64), ("count", c_uint32), ("min", c_uint32), ("max", c_uint32),
                ("reserved", c_uint32), ("mean", c_double)]


class _Keep(Structure):
    _fields_ = [("keep", c_uint64), ("discard", c_uint64), ("hand", _Expect),
                ("crib", _Expect), ("value", c_double)]


class _PairValue(Structure):
    _fields_ = [("rank1", c_uint8), ("rank2", c_uint8), ("suited", c_uint8),
                ("reserved", c_uint8 * 5), ("sum", c_uint64), ("mean", c_double)]


_RULE_FIELDS = ("variant", "target", "options", "ladder", "lurch_value", "skunk_value",
                "double_skunk_value", "triple_skunk_value")


class _GameRules(Structure):
    _fields_ = [(name, c_uint32) for name in _RULE_FIELDS] + [("reserved", c_uint32 * 4)]


class _Game(Structure):
    """Laid out for crib_game's size only, like _Play: read through the library."""
    _fields_ = [("rules", _GameRules), ("front", c_uint32 * GAME_MAX_SIDES),
                ("rear", c_uint32 * GAME_MAX_SIDES)]
    _fields_ += [(name, c_uint32) for name in ("players", "dealer", "deals", "pos", "over",
                                               "winner", "win_player", "win_reason",
                                               "win_phase", "reserved")]


class _Result(Structure):
    _fields_ = [(name, c_uint32) for name in ("over", "winner", "player", "phase", "reason",
                                              "sides")]
    _fields_ += [(name, c_uint32 * GAME_MAX_SIDES) for name in ("score", "level", "value")]
    _fields_ += [("total_value", c_uint32)]


class _Claim(Structure):
    _fields_ = [(name, c_uint32) for name in ("player", "opponent", "claimed", "actual",
                                              "missed", "over_claimed", "pegged", "muggins",
                                              "penalty", "ended")]


class _Match(Structure):
    """Read field by field: crib.h has no functions to read a match."""
    _fields_ = [(name, c_uint32) for name in ("wins_needed", "flags", "sides", "games")]
    _fields_ += [("wins", c_uint32 * GAME_MAX_SIDES), ("value", c_uint32 * GAME_MAX_SIDES),
                 ("next_dealer", c_uint32), ("winner", c_uint32)]


class _Deal(Structure):
    """Laid out for crib_deal's size only, like _Play: read through the library."""
    _fields_ = [("game", _Game), ("play", _Play), ("rng", c_uint64),
                ("hand", c_uint64 * PLAY_MAX_PLAYERS), ("crib", c_uint64)]
    _fields_ += [(name, c_uint32) for name in ("stage", "discarded", "shown", "starter",
                                               "pack_next", "deals")]
    _fields_ += [("first_cut", c_uint32 * PLAY_MAX_PLAYERS)]


class _DealInfo(Structure):
    _fields_ = [(name, c_uint32) for name in ("stage", "players", "dealt", "discard", "kept",
                                              "dealer", "deal", "starter", "next_show",
                                              "next_is_crib")]
    _fields_ += [("first_cut", c_uint32 * PLAY_MAX_PLAYERS),
                 ("hand", c_uint64 * PLAY_MAX_PLAYERS), ("crib", c_uint64)]


class _Show(Structure):
    _fields_ = [(name, c_uint32) for name in ("player", "is_crib", "n_cards", "starter")]
    _fields_ += [("cards", c_uint8 * 4), ("reserved", c_uint32), ("claim", _Claim),
                 ("score", _Score)]


_cards_p = POINTER(c_uint8)
_play_p = POINTER(_Play)
_rules_p = POINTER(_GameRules)
_game_p = POINTER(_Game)
_deal_p = POINTER(_Deal)
_u32_p = POINTER(c_uint32)
_u64_p = POINTER(c_uint64)

# Each C function's return and argument types: binding a new function starts with a line
# here. crib_card is a uint8_t, so ids are range-checked before ctypes would wrap them.
_PROTOTYPES = {
    "crib_version_number": (c_uint32, []),
    "crib_version_string": (c_char_p, []),
    "crib_strerror": (c_char_p, [c_int32]),
    "crib_card_make": (c_int32, [c_int32, c_int32]),
    "crib_card_rank": (c_int32, [c_uint8]),
    "crib_card_suit": (c_int32, [c_uint8]),
    "crib_card_value": (c_int32, [c_uint8]),
    "crib_card_parse": (c_int32, [c_char_p, _cards_p]),
    "crib_card_format": (c_int32, [c_uint8, c_char_p, c_size_t]),
    "crib_hand_parse": (c_int32, [c_char_p, _cards_p, c_size_t]),
    "crib_hand_format": (c_int32, [_cards_p, c_size_t, c_char_p, c_size_t]),
    "crib_mask_from_cards": (c_int32, [_cards_p, c_size_t, POINTER(c_uint64)]),
    "crib_mask_to_cards": (c_int32, [c_uint64, _cards_p, c_size_t]),
    "crib_mask_count": (c_int32, [c_uint64]),
    "crib_score_size": (c_size_t, []),
    "crib_item_size": (c_size_t, []),
    "crib_expect_size": (c_size_t, []),
    "crib_keep_size": (c_size_t, []),
    "crib_pair_value_size": (c_size_t, []),
    "crib_hand_score": (c_int32, [_cards_p, c_size_t, c_uint8, c_uint32, POINTER(_Score)]),
    "crib_score_format": (c_int32, [POINTER(_Score), c_char_p, c_size_t]),
    "crib_starter_heels": (c_int32, [c_uint8]),
    "crib_mask_score": (c_int32, [c_uint64, c_uint8, c_uint32]),
    "crib_mask_score_starters": (c_int32, [c_uint64, c_uint32, _cards_p]),
    "crib_hand_expect": (c_int32, [c_uint64, c_uint64, POINTER(_Expect)]),
    "crib_discard_expect": (c_int32, [c_uint64, c_uint64, POINTER(_Expect)]),
    "crib_discard_analyze": (c_int32, [_cards_p, c_size_t, c_uint32, POINTER(_Keep), c_size_t]),
    "crib_discard_table": (c_int32, [POINTER(_PairValue), c_size_t]),
    "crib_peg_size": (c_size_t, []),
    "crib_peg_score": (c_int32, [_cards_p, c_size_t, POINTER(_Peg)]),
    "crib_play_size": (c_size_t, []),
    "crib_play_event_size": (c_size_t, []),
    "crib_play_init": (c_int32, [_play_p, c_uint32, POINTER(c_uint64), c_uint32, c_uint32]),
    "crib_play_turn": (c_int32, [_play_p]),
    "crib_play_count": (c_int32, [_play_p]),
    "crib_play_over": (c_int32, [_play_p]),
    "crib_play_pile": (c_int32, [_play_p, _cards_p, c_size_t]),
    "crib_play_hand": (c_int32, [_play_p, c_uint32, POINTER(c_uint64)]),
    "crib_play_legal": (c_int32, [_play_p, c_uint32, POINTER(c_uint64)]),
    "crib_play_points": (c_int32, [_play_p, c_uint32]),
    "crib_play_card": (c_int32, [_play_p, c_uint32, c_uint8, POINTER(_PlayEvent)]),
    "crib_play_go": (c_int32, [_play_p, c_uint32, POINTER(_PlayEvent)]),
    "crib_game_rules_size": (c_size_t, []),
    "crib_game_size": (c_size_t, []),
    "crib_result_size": (c_size_t, []),
    "crib_claim_size": (c_size_t, []),
    "crib_match_size": (c_size_t, []),
    "crib_deal_size": (c_size_t, []),
    "crib_status_size": (c_size_t, []),
    "crib_show_size": (c_size_t, []),
    "crib_game_rules_default": (c_int32, [_rules_p, c_uint32]),
    "crib_game_init": (c_int32, [_game_p, _rules_p, c_uint32]),
    "crib_game_next_deal": (c_int32, [_game_p]),
    "crib_game_peg": (c_int32, [_game_p, c_uint32, c_uint32, c_uint32, _u32_p]),
    "crib_game_claim": (c_int32, [_game_p, c_uint32, c_uint32, c_uint32, c_uint32,
                                  POINTER(_Claim)]),
    "crib_game_over": (c_int32, [_game_p]),
    "crib_game_board": (c_int32, [_game_p, c_uint32, _u32_p, _u32_p]),
    "crib_game_side": (c_int32, [_game_p, c_uint32]),
    "crib_game_result": (c_int32, [_game_p, POINTER(_Result)]),
    "crib_match_init": (c_int32, [POINTER(_Match), c_uint32, c_uint32]),
    "crib_match_record": (c_int32, [POINTER(_Match), POINTER(_Result)]),
    "crib_rng_next": (c_int32, [_u64_p, _u64_p]),
    "crib_rng_below": (c_int32, [_u64_p, c_uint64, _u32_p]),
    "crib_deck_shuffle": (c_int32, [_u64_p, _cards_p]),
    "crib_deal_init": (c_int32, [_deal_p, _rules_p, c_uint64, c_uint32]),
    "crib_deal_start": (c_int32, [_deal_p]),
    "crib_deal_discard": (c_int32, [_deal_p, c_uint32, _cards_p, c_size_t]),
    "crib_deal_cut": (c_int32, [_deal_p, _u32_p]),
    "crib_deal_play": (c_int32, [_deal_p, _play_p]),
    "crib_deal_play_card": (c_int32, [_deal_p, c_uint32, c_uint8, POINTER(_PlayEvent)]),
    "crib_deal_play_go": (c_int32, [_deal_p, c_uint32, POINTER(_PlayEvent)]),
    "crib_deal_show": (c_int32, [_deal_p, c_uint32, POINTER(_Show)]),
    "crib_deal_status": (c_int32, [_deal_p, POINTER(_DealInfo)]),
    "crib_deal_game": (c_int32, [_deal_p, _game_p]),
    "crib_bot_discard": (c_int32, [_cards_p, c_size_t, c_uint32, c_uint32, _cards_p]),
    "crib_bot_play": (c_int32, [_play_p, c_uint32, _cards_p]),
}


def _library_path():
    env = os.environ.get("LIBCRIB_PATH")
    if env:
        return str(Path(env, "libcrib.so.1")) if Path(env).is_dir() else env
    in_tree = Path(__file__).resolve().parents[2] / "lib" / "libcrib.so.1"
    if in_tree.exists():
        return str(in_tree)
    found = ctypes.util.find_library("crib")
    if found:
        return found
    raise ImportError("libcrib: libcrib.so.1 not found; build it with `make`, "
                      "or set LIBCRIB_PATH to the library file")


def _load():
    path = _library_path()
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        raise ImportError(f"libcrib: cannot load {path}: {e}") from e
    for name, (restype, argtypes) in _PROTOTYPES.items():
        try:
            fn = getattr(lib, name)
        except AttributeError:
            raise ImportError(f"libcrib: {path} has no {name}; it is older than "
                              "this module") from None
        fn.restype, fn.argtypes = restype, argtypes
    # The structures above are laid out by hand: a library whose crib_score differs would
    # be written past the end of ours.
    for what, size, ours in (("crib_item", lib.crib_item_size(), _Item),
                             ("crib_score", lib.crib_score_size(), _Score),
                             ("crib_peg", lib.crib_peg_size(), _Peg),
                             ("crib_play", lib.crib_play_size(), _Play),
                             ("crib_play_event", lib.crib_play_event_size(), _PlayEvent),
                             ("crib_expect", lib.crib_expect_size(), _Expect),
                             ("crib_keep", lib.crib_keep_size(), _Keep),
                             ("crib_pair_value", lib.crib_pair_value_size(), _PairValue),
                             ("crib_game_rules", lib.crib_game_rules_size(), _GameRules),
                             ("crib_game", lib.crib_game_size(), _Game),
                             ("crib_result", lib.crib_result_size(), _Result),
                             ("crib_claim", lib.crib_claim_size(), _Claim),
                             ("crib_match", lib.crib_match_size(), _Match),
                             ("crib_deal", lib.crib_deal_size(), _Deal),
                             ("crib_status", lib.crib_status_size(), _DealInfo),
                             ("crib_show", lib.crib_show_size(), _Show)):
        if size != ctypes.sizeof(ours):
            raise ImportError(f"libcrib: {path} has a {what} of {size} bytes, this module "
                              f"{ctypes.sizeof(ours)}: they do not match")
    return lib


_lib = _load()


class CribError(ValueError):
    """A failure reported by libcrib: .code is the CRIB_E* code, str() its sentence."""

    def __init__(self, code):
        self.code = code
        super().__init__(strerror(code))


def _check(rc):
    if rc < 0:
        raise CribError(rc)
    return rc


def _int(value, low, high, code):
    """value as an int in [low, high), else CribError(code): ctypes would wrap it."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"libcrib: expected an int, got {type(value).__name__}")
    if not low <= value < high:
        raise CribError(code)
    return value


def _id(card):
    """A card id that fits a crib_card; the library itself rejects 52..255."""
    return _int(card, 0, 256, ECARD)


def _mask(mask):
    return _int(mask, 0, 1 << 64, EMASK)


def _text_arg(text):
    if not isinstance(text, str):
        raise TypeError(f"libcrib: expected a str, got {type(text).__name__}")
    # C would stop reading at a NUL and accept "5h\0junk" as "5h".
    if "\0" in text:
        raise CribError(EPARSE)
    return text.encode()


def _text_result(fn, *args, cap=64):
    """Calls a (..., buf, cap) function, once more with room enough if it was cut short."""
    buf = ctypes.create_string_buffer(cap)
    need = _check(fn(*args, buf, cap))
    if need >= cap:
        buf = ctypes.create_string_buffer(need + 1)
        _check(fn(*args, buf, need + 1))
    return buf.value.decode()


def _array(cards):
    """A crib_card array and its length; never a NULL pointer, so that the library reports
    an empty list as ECOUNT rather than ENULL."""
    ids = [_id(c) for c in cards]
    return (c_uint8 * max(len(ids), 1))(*ids), len(ids)


def strerror(code):
    """The library's sentence for a return code; codes outside int32 are unknown codes."""
    if isinstance(code, bool) or not isinstance(code, int):
        raise TypeError(f"libcrib: expected an int, got {type(code).__name__}")
    if not -(1 << 31) <= code < 1 << 31:
        code = (1 << 31) - 1
    return _lib.crib_strerror(code).decode()


def version():
    """The release version of the library loaded, as "major.minor.patch"."""
    return _lib.crib_version_string().decode()


def version_number():
    """The release version of the library loaded, as (major << 16) | (minor << 8) | patch."""
    return _lib.crib_version_number()


class Card(int):
    """A card: an int holding its id (rank * 4 + suit), made from a text ("5h", "10S",
    "J♠"), an id (0..51) or another Card. str() gives "5h"."""

    __slots__ = ()

    def __new__(cls, card):
        if isinstance(card, Card):
            return card
        if isinstance(card, str):
            out = c_uint8()
            _check(_lib.crib_card_parse(_text_arg(card), ctypes.byref(out)))
            return super().__new__(cls, out.value)
        _check(_lib.crib_card_rank(_id(card)))
        return super().__new__(cls, card)

    @classmethod
    def make(cls, rank, suit):
        """The card of a rank (0 = ace .. 12 = king) and a suit (0 = clubs .. 3 = spades)."""
        limit = 1 << 31
        return cls(_check(_lib.crib_card_make(_int(rank, -limit, limit, ERANGE),
                                              _int(suit, -limit, limit, ERANGE))))

    @property
    def rank(self):
        """0 = ace, 1 = two, ..., 9 = ten, 10 = jack, 11 = queen, 12 = king."""
        return _lib.crib_card_rank(self)

    @property
    def suit(self):
        """0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades."""
        return _lib.crib_card_suit(self)

    @property
    def value(self):
        """The counting value: ace 1, two to ten their face, J Q K 10."""
        return _lib.crib_card_value(self)

    def __str__(self):
        return _text_result(_lib.crib_card_format, self, cap=4)

    def __repr__(self):
        return f"Card({str(self)!r})"


def parse_hand(text):
    """The cards of a text such as "5h 5d 5c Js" (spaces or commas between), as Cards."""
    cards = (c_uint8 * CARDS)()
    n = _check(_lib.crib_hand_parse(_text_arg(text), cards, CARDS))
    return [Card(c) for c in cards[:n]]


def _card_list(cards):
    """Cards from a text or from any iterable of Cards, texts and ids."""
    return parse_hand(cards) if isinstance(cards, str) else [Card(c) for c in cards]


def format_hand(cards):
    """Cards as one text, "5h 5d 5c Js"."""
    array, n = _array(_card_list(cards))
    return _text_result(_lib.crib_hand_format, array, n)


def mask_from_cards(cards):
    """The int mask of cards: bit i set for card id i."""
    array, n = _array(_card_list(cards))
    out = c_uint64()
    _check(_lib.crib_mask_from_cards(array, n, ctypes.byref(out)))
    return out.value


def mask_to_cards(mask):
    """The Cards of a mask, in increasing id order."""
    cards = (c_uint8 * CARDS)()
    n = _check(_lib.crib_mask_to_cards(_mask(mask), cards, CARDS))
    return [Card(c) for c in cards[:n]]


def mask_count(mask):
    """The number of cards in a mask."""
    return _check(_lib.crib_mask_count(_mask(mask)))


def heels(starter):
    """What the dealer pegs when this card is turned as the starter: 2 for a jack."""
    return _check(_lib.crib_starter_heels(Card(starter)))


@dataclass(frozen=True)
class Item:
    """One scoring combination. cards are in the order of the hand, the starter last;
    positions are hand indexes and "starter"; mask is the cards as a mask."""
    kind: str
    points: int
    cards: tuple
    positions: tuple
    mask: int


@dataclass(frozen=True)
class Score:
    """The itemised show of a hand or crib, as `crib score --json` prints it."""
    hand: tuple
    starter: Card
    crib: bool
    total: int
    fifteens: int
    runs: int
    pairs: int
    flush: int
    nobs: int
    heels: int
    items: tuple
    announcement: str


def _item(raw, shown):
    starter = len(shown) - 1
    used = [i for i in range(starter) if raw.positions >> i & 1]
    if raw.positions >> POS_STARTER & 1:
        used.append(starter)
    # A kind appended to the library after this module was written keeps its number.
    return Item(kind=_KIND_NAMES.get(raw.kind, str(raw.kind)), points=raw.points,
                cards=tuple(shown[i] for i in used),
                positions=tuple("starter" if i == starter else i for i in used),
                mask=raw.cards)


def score(hand, starter, crib=False):
    """Scores a hand (4 cards, or 3 in the five-card game) or, with crib=True, a crib (4
    cards), with its starter. hand is a text or a sequence of Cards, texts or ids."""
    cards = _card_list(hand)
    start = Card(starter)
    array, n = _array(cards)
    raw = _Score()
    _check(_lib.crib_hand_score(array, n, start, CRIB if crib else 0, ctypes.byref(raw)))
    return _score_of(raw, cards, start, crib)


def _score_of(raw, cards, start, crib):
    """The Score of a crib_score filled for these cards and starter."""
    shown = cards + [start]
    return Score(
        hand=tuple(cards), starter=start, crib=bool(crib), total=raw.total,
        fifteens=raw.fifteens, runs=raw.runs, pairs=raw.pairs, flush=raw.flush,
        nobs=raw.nobs, heels=heels(start),
        items=tuple(_item(raw.items[i], shown) for i in range(raw.n_items)),
        announcement=_text_result(_lib.crib_score_format, ctypes.byref(raw), cap=512))


def _hand_mask(cards):
    """A set of cards given as an int mask, or as a text or an iterable of cards. A lone
    Card is an int too, but reading its id as a mask would be a silent mistake."""
    if isinstance(cards, int) and not isinstance(cards, Card):
        return _mask(cards)
    return mask_from_cards(cards)


def _card_id(card):
    """A card's id for the fast paths: a text is parsed, an int range-checked, and the
    library rejects the rest."""
    return Card(card) if isinstance(card, str) else _id(card)


def mask_score(hand, starter, crib=False):
    """The fast evaluator: the total of a hand (3 or 4 cards) or, with crib=True, a crib,
    with its starter; the same as score(...).total. hand is a mask or cards."""
    return _check(_lib.crib_mask_score(_hand_mask(hand), _card_id(starter),
                                       CRIB if crib else 0))


def mask_score_starters(hand, crib=False):
    """The totals of a hand or crib with every starter at once: a list indexed by card id,
    with None for the hand's own cards. hand is a mask or cards."""
    mask = _hand_mask(hand)
    scores = (c_uint8 * CARDS)()
    _check(_lib.crib_mask_score_starters(mask, CRIB if crib else 0, scores))
    return [None if mask >> c & 1 else scores[c] for c in range(CARDS)]


@dataclass(frozen=True)
class Expect:
    """An exact expectation: a score summed over count equally likely cases, the least
    and the most; mean is sum / count as a float (the exact value is the fraction)."""
    sum: int
    count: int
    min: int
    max: int
    mean: float


def _expect(raw):
    return Expect(sum=raw.sum, count=raw.count, min=raw.min, max=raw.max, mean=raw.mean)


def hand_expect(hand, dead=0):
    """The expected show of a hand (3 or 4 cards) over every starter in neither hand nor
    dead (cards known elsewhere, such as the discards). Masks or cards."""
    out = _Expect()
    _check(_lib.crib_hand_expect(_hand_mask(hand), _hand_mask(dead), ctypes.byref(out)))
    return _expect(out)


def crib_expect(discard, dead=0):
    """The expected crib from 1 to 4 known cards, the rest of the crib and the starter drawn
    from the cards in neither discard nor dead (crib rules). Masks or cards."""
    out = _Expect()
    _check(_lib.crib_discard_expect(_hand_mask(discard), _hand_mask(dead), ctypes.byref(out)))
    return _expect(out)


@dataclass(frozen=True)
class Keep:
    """One way to keep a deal: the kept and discarded Cards (in id order), the hand's and
    the crib's Expect, and value: hand.mean + crib.mean for the dealer, minus for the pone."""
    keep: tuple
    discard: tuple
    hand: Expect
    crib: Expect
    value: float


def discard_analyze(dealt, *, dealer, five_card=False):
    """Every way to keep a deal of 6 cards (keep 4) or 5 (keep 4, or 3 with five_card=True),
    best first, with exact expectations. dealer says whose crib it is: it has no default,
    as the answer turns on it."""
    array, n = _array(_card_list(dealt))
    keeps = (_Keep * DISCARD_MAX_KEEPS)()
    flags = (DISCARD_DEALER if dealer else 0) | (DISCARD_FIVE_CARD if five_card else 0)
    got = _check(_lib.crib_discard_analyze(array, n, flags, keeps, DISCARD_MAX_KEEPS))
    return [Keep(keep=tuple(mask_to_cards(k.keep)), discard=tuple(mask_to_cards(k.discard)),
                 hand=_expect(k.hand), crib=_expect(k.crib), value=k.value)
            for k in keeps[:got]]


@dataclass(frozen=True)
class PairValue:
    """An entry of the crib table: two discarded ranks as texts ("A", "10", "K"), lowest
    first, whether they share a suit, and the crib summed over the 58,800 completions by
    the other 50 cards, with its mean."""
    ranks: tuple
    suited: bool
    sum: int
    mean: float


def _rank_text(rank):
    # The library's card text is the one place rank names are written: strip the suit.
    return str(Card(rank * 4))[:-1]


def crib_table():
    """The expected crib of every two discarded ranks, suited or not, when nothing else is
    known: 169 PairValues in order of ranks, unsuited first. About 15 ms; it never changes,
    so keep it if you need it often."""
    table = (_PairValue * CRIB_TABLE_SIZE)()
    n = _check(_lib.crib_discard_table(table, CRIB_TABLE_SIZE))
    return [PairValue(ranks=(_rank_text(e.rank1), _rank_text(e.rank2)),
                      suited=bool(e.suited), sum=e.sum, mean=e.mean) for e in table[:n]]


@dataclass(frozen=True)
class PegItem:
    """One combination of the play: kind ('fifteen', 'run', 'pair', 'thirty-one', 'go'),
    points, the cards it uses in the order played, and their mask."""
    kind: str
    points: int
    cards: tuple
    mask: int


@dataclass(frozen=True)
class Peg:
    """What the last card of a pile pegs, itemised; go is the point for last, which only
    the play engine gives."""
    total: int
    count: int
    fifteen: int
    thirty_one: int
    pairs: int
    run: int
    go: int
    items: tuple


def _peg_items(raw, played):
    return tuple(PegItem(kind=_KIND_NAMES.get(it.kind, str(it.kind)), points=it.points,
                         cards=tuple(c for c in played if it.cards >> c & 1), mask=it.cards)
                 for it in raw.items[:raw.n_items])


def peg_score(pile):
    """What the last card of a pile pegs: the pile is the cards played since the count began
    at 0, in order (a text or a sequence of cards)."""
    cards = _card_list(pile)
    array, n = _array(cards)
    raw = _Peg()
    _check(_lib.crib_peg_score(array, n, ctypes.byref(raw)))
    return Peg(total=raw.total, count=raw.count, fifteen=raw.fifteen,
               thirty_one=raw.thirty_one, pairs=raw.pairs, run=raw.run, go=raw.go,
               items=_peg_items(raw, cards))


@dataclass(frozen=True)
class Event:
    """What one action of the play did. card is None for a go; scorer and side (the scorer's
    partnership with 4 players, else the scorer) are None when nothing is pegged; count is
    the count after the action, before a reset; next is None when the play is over.
    pegged, in a Deal's events only, is what the game pegged: less than points when its
    options refuse some (no go-out, exactly), or when the game ends first."""
    player: int
    card: Optional[Card]
    points: int
    scorer: Optional[int]
    side: Optional[int]
    count: int
    reset: bool
    over: bool
    next: Optional[int]
    items: tuple
    pegged: Optional[int] = None


def _player_or_none(value):
    return None if value == PLAY_NONE else value


def _player(player):
    return _int(player, 0, 1 << 32, ERANGE)


class Play:
    """The play engine for 2, 3 or 4 players (4 as partners 0 and 2 against 1 and 3), or
    the five-card game's single count. hands holds one hand per player, each a mask or
    cards; leader plays first. A rejected action raises CribError and changes nothing."""

    def __init__(self, players, hands, leader, five_card=False):
        masks = [_hand_mask(h) for h in hands]
        # The library reads players hands: a list of another length would be misread.
        if len(masks) != _player(players):
            raise CribError(ERANGE)
        self._state = _Play()
        _check(_lib.crib_play_init(self._state, players, (c_uint64 * max(players, 1))(*masks),
                                   _player(leader), PLAY_FIVE_CARD if five_card else 0))

    @classmethod
    def _from_state(cls, state):
        play = cls.__new__(cls)
        play._state = state
        return play

    def copy(self):
        """An independent copy of the position, to branch from: the state holds no
        pointers, so its bytes are the whole of it."""
        return Play._from_state(_Play.from_buffer_copy(self._state))

    @property
    def turn(self):
        """The player who must play a card or say go; None when the play is over."""
        rc = _lib.crib_play_turn(self._state)
        return None if rc == EDONE else _check(rc)

    @property
    def count(self):
        """The count, 0 at the start of each count."""
        return _check(_lib.crib_play_count(self._state))

    @property
    def over(self):
        return bool(_check(_lib.crib_play_over(self._state)))

    @property
    def pile(self):
        """The Cards played since the count last began, in order."""
        cards = (c_uint8 * CARDS)()
        n = _check(_lib.crib_play_pile(self._state, cards, CARDS))
        return [Card(c) for c in cards[:n]]

    def _cards_of(self, fn, player):
        out = c_uint64()
        _check(fn(self._state, _player(player), ctypes.byref(out)))
        return mask_to_cards(out.value)

    def hand(self, player):
        """The Cards a player still holds."""
        return self._cards_of(_lib.crib_play_hand, player)

    def legal(self, player):
        """The Cards a player may play now: none when it is not their turn, and none on
        their turn means go."""
        return self._cards_of(_lib.crib_play_legal, player)

    def points(self, player):
        """The points a player has pegged in this play."""
        return _check(_lib.crib_play_points(self._state, _player(player)))

    def play(self, player, card):
        """The player whose turn it is plays a card; returns the Event."""
        played = self.pile
        raw = _PlayEvent()
        _check(_lib.crib_play_card(self._state, _player(player), _card_id(card),
                                   ctypes.byref(raw)))
        return _event(raw, played + [Card(raw.card)])

    def go(self, player):
        """The player whose turn it is, unable to play, says go; returns the Event (its
        scorer pegs one for last when the go ends the count)."""
        played = self.pile
        raw = _PlayEvent()
        _check(_lib.crib_play_go(self._state, _player(player), ctypes.byref(raw)))
        return _event(raw, played)


def _event(raw, played, pegged=None):
    """The Event of a crib_play_event; played is the pile the items' cards come from."""
    return Event(player=raw.player, card=None if raw.card == PLAY_NONE else Card(raw.card),
                 points=raw.points, scorer=_player_or_none(raw.scorer),
                 side=_player_or_none(raw.side), count=raw.count, reset=bool(raw.reset),
                 over=bool(raw.over), next=_player_or_none(raw.next),
                 items=_peg_items(raw.score, played), pegged=pegged)


@dataclass
class GameRules:
    """The rules of a game, as crib_game_rules: variant (VARIANT_*), target (1 to 1000),
    options (OPT_* bits), ladder (LADDER_*) and what a game is worth at each level. Change
    any field; the library checks them all when a Game or a Deal starts."""
    variant: int
    target: int
    options: int
    ladder: int
    lurch_value: int
    skunk_value: int
    double_skunk_value: int
    triple_skunk_value: int

    @classmethod
    def default(cls, variant=VARIANT_SIX_CARD, **changes):
        """A variant's defaults (crib_game_rules_default), with any field changed by name:
        GameRules.default(VARIANT_SIX_CARD, ladder=LADDER_SKUNK, options=OPT_MUGGINS)."""
        raw = _GameRules()
        _check(_lib.crib_game_rules_default(raw, _int(variant, 0, 1 << 32, ERANGE)))
        rules = cls(**{name: getattr(raw, name) for name in _RULE_FIELDS})
        for name, value in changes.items():
            if name not in _RULE_FIELDS:
                raise TypeError(f"libcrib: GameRules has no field {name!r}")
            setattr(rules, name, value)
        return rules

    def _raw(self):
        return _GameRules(*(_int(getattr(self, name), 0, 1 << 32, ERANGE)
                            for name in _RULE_FIELDS))


class Board(NamedTuple):
    """A side's pegs: front is its score, rear its score before its last peg."""
    front: int
    rear: int


@dataclass(frozen=True)
class Result:
    """Who won and what the game is worth, in the shape `crib game --json` prints its
    result, with over added. winner (a side), player, phase and reason ('play', 'go',
    'hand', ...) are None while the game goes on; scores, levels ('none', 'lurch', 'skunk',
    'double-skunk', 'triple-skunk') and values are by side; value is what the winner gains."""
    over: bool
    winner: Optional[int]
    player: Optional[int]
    phase: Optional[str]
    reason: Optional[str]
    scores: tuple
    levels: tuple
    values: tuple
    value: int


def _name_or_none(names, value):
    return None if value == PLAY_NONE else names.get(value, str(value))


def _result(raw):
    sides = range(raw.sides)
    return Result(over=bool(raw.over), winner=_player_or_none(raw.winner),
                  player=_player_or_none(raw.player),
                  phase=_name_or_none(_PHASE_NAMES, raw.phase),
                  reason=_name_or_none(_REASON_NAMES, raw.reason),
                  scores=tuple(raw.score[s] for s in sides),
                  levels=tuple(_LEVEL_NAMES.get(raw.level[s], str(raw.level[s])) for s in sides),
                  values=tuple(raw.value[s] for s in sides), value=raw.total_value)


@dataclass(frozen=True)
class Claim:
    """What a claim in the show did: the points claimed and the true total, what the claim
    missed or over-claimed, and what was pegged by the player, by the opponent under
    muggins and as the over-claim penalty; ended when the game ended during it."""
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


def _claim(raw):
    fields = {name: getattr(raw, name) for name, _ in _Claim._fields_}
    return Claim(**dict(fields, ended=bool(raw.ended)))


def _points(points):
    return _int(points, 0, 1 << 32, ERANGE)


class Game:
    """A game's board and its strict order of scoring (crib_game): heels, the play, the
    hands from the dealer's left, the crib. A peg out of order or after the end raises
    CribError and changes nothing."""

    def __init__(self, rules, dealer):
        self._state = _Game()
        _check(_lib.crib_game_init(self._state, rules._raw(), _player(dealer)))

    @classmethod
    def _from_state(cls, state):
        game = cls.__new__(cls)
        game._state = state
        return game

    def copy(self):
        """An independent copy: the state holds no pointers."""
        return Game._from_state(_Game.from_buffer_copy(self._state))

    def next_deal(self):
        """Passes the deal to the left and starts the order of scoring again; returns the
        new dealer."""
        return _check(_lib.crib_game_next_deal(self._state))

    def peg(self, player, points, reason):
        """Pegs points for the player's side for a reason (PEG_HEELS, PEG_PLAY, PEG_GO,
        PEG_HAND, PEG_CRIB, PEG_MUGGINS, PEG_PENALTY); returns the points actually pegged,
        0 when the options refuse them."""
        pegged = c_uint32()
        _check(_lib.crib_game_peg(self._state, _player(player), _points(points),
                                  _int(reason, 0, 1 << 32, ERANGE), ctypes.byref(pegged)))
        return pegged.value

    def claim(self, player, actual, claimed=None, crib=False):
        """Pegs a shown hand (or, with crib=True, the crib) whose true total is actual from
        what its player claims (None: the true total); returns the Claim."""
        raw = _Claim()
        asked = CLAIM_ALL if claimed is None else _points(claimed)
        _check(_lib.crib_game_claim(self._state, _player(player), CRIB if crib else 0, asked,
                                    _points(actual), ctypes.byref(raw)))
        return _claim(raw)

    @property
    def over(self):
        return bool(_check(_lib.crib_game_over(self._state)))

    def board(self, side):
        """The side's Board: its front and rear pegs."""
        front, rear = c_uint32(), c_uint32()
        _check(_lib.crib_game_board(self._state, _player(side), ctypes.byref(front),
                                    ctypes.byref(rear)))
        return Board(front.value, rear.value)

    def side(self, player):
        """The player's side: player % 2 with four players, else the player."""
        return _check(_lib.crib_game_side(self._state, _player(player)))

    def result(self):
        raw = _Result()
        _check(_lib.crib_game_result(self._state, ctypes.byref(raw)))
        return _result(raw)


class Match:
    """A match won by the first side to win wins_needed games (2: best of three). With
    loser_deals, the loser of a game deals first in the next (next_dealer); otherwise
    next_dealer is None, a cut."""

    def __init__(self, wins_needed=2, loser_deals=False):
        self._state = _Match()
        _check(_lib.crib_match_init(self._state, _int(wins_needed, 0, 1 << 32, ERANGE),
                                    MATCH_LOSER_DEALS if loser_deals else 0))

    def record(self, game):
        """Records a finished Game; returns True when the match is over."""
        raw = _Result()
        _check(_lib.crib_game_result(game._state, ctypes.byref(raw)))
        return bool(_check(_lib.crib_match_record(self._state, ctypes.byref(raw))))

    @property
    def games(self):
        return self._state.games

    @property
    def wins(self):
        """Games won by each side (no sides until the first game is recorded)."""
        return tuple(self._state.wins[:self._state.sides])

    @property
    def values(self):
        """The games' values won by each side."""
        return tuple(self._state.value[:self._state.sides])

    @property
    def next_dealer(self):
        return None if self._state.next_dealer == DEAL_CUT else self._state.next_dealer

    @property
    def winner(self):
        return _player_or_none(self._state.winner)

    @property
    def over(self):
        return self.winner is not None


class Rng:
    """The deal driver's seeded generator, SplitMix64 as crib.h writes it out: state is
    the 64-bit state, advanced by each draw."""

    def __init__(self, seed=0):
        self.state = _int(seed, 0, 1 << 64, ERANGE)

    def _call(self, fn, *args):
        state = c_uint64(_int(self.state, 0, 1 << 64, ERANGE))
        value = fn(ctypes.byref(state), *args)
        self.state = state.value
        return value

    def next(self):
        """The next 64-bit number."""
        out = c_uint64()
        _check(self._call(_lib.crib_rng_next, ctypes.byref(out)))
        return out.value

    def below(self, n):
        """A uniform number in 0 .. n-1, for n from 1 to 2**32; CribError(ERANGE) for any
        other n (checked here too, since ctypes would wrap a larger one)."""
        out = c_uint32()
        _check(self._call(_lib.crib_rng_below, _int(n, 0, 1 << 64, ERANGE), ctypes.byref(out)))
        return out.value

    def shuffle(self):
        """The 52 Cards in the order of a fresh shuffle of the full pack."""
        deck = (c_uint8 * CARDS)()
        self._call(_lib.crib_deck_shuffle, deck)
        return [Card(c) for c in deck]


@dataclass(frozen=True)
class DealInfo:
    """Where a Deal stands: stage (STAGE_*), the variant's shape (players, cards dealt,
    discarded and kept by each), the dealer, the deal number, the starter (None before the
    cut), who shows next (None outside the show) and whether it is the crib, the cards cut
    for the first deal (None where the first dealer was given), each player's cards (as
    dealt until they discard, then the kept hand) and the crib so far."""
    stage: int
    players: int
    dealt: int
    discard: int
    kept: int
    dealer: int
    deal: int
    starter: Optional[Card]
    next_show: Optional[int]
    next_is_crib: bool
    first_cut: tuple
    hands: tuple
    crib: tuple


def _card_or_none(value):
    return None if value == PLAY_NONE else Card(value)


@dataclass(frozen=True)
class Cut:
    """The starter turned and the heels the dealer pegged for it (0, or 2 for a jack
    unless the options refused them)."""
    starter: Card
    heels: int


@dataclass(frozen=True)
class Show:
    """One show of a Deal: who showed, whether it was the crib, the cards in id order, the
    starter, how the claim was pegged, and the itemised Score."""
    player: int
    crib: bool
    cards: tuple
    starter: Card
    claim: Claim
    score: Score


class Deal:
    """A whole game driven deal by deal from a seed (crib_deal): start() shuffles and
    deals, discard() lays away each player's cards, cut() turns the starter, play_card()
    and play_go() run the play, show() counts each hand and the crib in order. first_dealer
    None cuts for the first deal. An action out of stage raises CribError(ESTAGE), any
    action after the end CribError(EDONE); a rejected action changes nothing."""

    def __init__(self, rules, seed, first_dealer=None):
        self._state = _Deal()
        dealer = DEAL_CUT if first_dealer is None else _player(first_dealer)
        _check(_lib.crib_deal_init(self._state, rules._raw(), _int(seed, 0, 1 << 64, ERANGE),
                                   dealer))

    def copy(self):
        """An independent copy, to branch from."""
        twin = Deal.__new__(Deal)
        twin._state = _Deal.from_buffer_copy(self._state)
        return twin

    def start(self):
        """Shuffles and deals (after the first deal, the deal passes left first); returns
        the dealer."""
        return _check(_lib.crib_deal_start(self._state))

    def discard(self, player, cards):
        """The player lays away the variant's number of cards to the crib."""
        array, n = _array(_card_list(cards))
        _check(_lib.crib_deal_discard(self._state, _player(player), array, n))

    def cut(self):
        """Turns the starter and pegs heels; returns the Cut."""
        pegged = c_uint32()
        starter = _check(_lib.crib_deal_cut(self._state, ctypes.byref(pegged)))
        return Cut(Card(starter), pegged.value)

    def play_state(self):
        """A copy of the deal's Play, to ask whose turn it is and what is legal."""
        play = _Play()
        _check(_lib.crib_deal_play(self._state, play))
        return Play._from_state(play)

    def _pile(self):
        """The pile before an action, to name the cards of its items: empty when there is
        no play, and then the action itself says why it cannot be taken."""
        play = _Play()
        if _lib.crib_deal_play(self._state, play) < 0:
            return []
        return Play._from_state(play).pile

    def _act(self, fn, player, *card):
        played = self._pile()
        raw = _PlayEvent()
        pegged = _check(fn(self._state, _player(player), *card, ctypes.byref(raw)))
        return _event(raw, played + [Card(c) for c in card], pegged)

    def play_card(self, player, card):
        """A card in the play, its points pegged; returns the Event, with pegged."""
        return self._act(_lib.crib_deal_play_card, player, _card_id(card))

    def play_go(self, player):
        """Go in the play, the point for last pegged; returns the Event, with pegged."""
        return self._act(_lib.crib_deal_play_go, player)

    def show(self, claimed=None):
        """The next show in order, its player claiming claimed points (None: the true
        total); returns the Show."""
        raw = _Show()
        asked = CLAIM_ALL if claimed is None else _points(claimed)
        _check(_lib.crib_deal_show(self._state, asked, ctypes.byref(raw)))
        cards = [Card(c) for c in raw.cards[:raw.n_cards]]
        starter = Card(raw.starter)
        return Show(player=raw.player, crib=bool(raw.is_crib), cards=tuple(cards),
                    starter=starter, claim=_claim(raw.claim),
                    score=_score_of(raw.score, cards, starter, raw.is_crib))

    def info(self):
        raw = _DealInfo()
        _check(_lib.crib_deal_status(self._state, ctypes.byref(raw)))
        players = range(raw.players)
        return DealInfo(
            stage=raw.stage, players=raw.players, dealt=raw.dealt, discard=raw.discard,
            kept=raw.kept, dealer=raw.dealer, deal=raw.deal,
            starter=_card_or_none(raw.starter), next_show=_player_or_none(raw.next_show),
            next_is_crib=bool(raw.next_is_crib),
            first_cut=tuple(_card_or_none(raw.first_cut[p]) for p in players),
            hands=tuple(tuple(mask_to_cards(raw.hand[p])) for p in players),
            crib=tuple(mask_to_cards(raw.crib)))

    @property
    def stage(self):
        return self.info().stage

    def game(self):
        """A copy of the deal's Game: the board, the order, the result."""
        game = _Game()
        _check(_lib.crib_deal_game(self._state, game))
        return Game._from_state(game)


def bot_discard(dealt, discard, *, dealer):
    """The simple bot's cards to lay away (discard of them, 1 or 2) from 5 or 6 dealt;
    dealer says whose crib it is. Ties go to the first way in the order of the cards given,
    so give them in id order to play as `crib game` does."""
    array, n = _array(_card_list(dealt))
    out = (c_uint8 * 2)()
    _check(_lib.crib_bot_discard(array, n, _int(discard, 0, 1 << 32, ECOUNT),
                                 1 if dealer else 0, out))
    return [Card(c) for c in out[:discard]]


def bot_play(play, player):
    """The simple bot's card for the player whose turn it is in a Play, or None for go."""
    card = c_uint8()
    return Card(card.value) if _check(_lib.crib_bot_play(play._state, _player(player),
                                                         ctypes.byref(card))) else None
