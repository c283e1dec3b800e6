"""libcrib for Python: cribbage cards and scoring, by ctypes over the shared library.

The library is looked for, in order, at $LIBCRIB_PATH (the file, or a folder holding
libcrib.so.1), in the lib/ folder of the source tree this module sits in, and wherever
ctypes.util.find_library("crib") finds it.

    >>> import libcrib
    >>> s = libcrib.score("5h 5d 5c Js", "5s")
    >>> s.total, s.announcement[-14:]
    (29, 'his nob is 29')

Every failure of the library raises CribError (a ValueError) with the library's code and
sentence. Only the standard library is needed.
"""

import ctypes
import ctypes.util
import os
from ctypes import POINTER, Structure, c_char_p, c_int32, c_size_t, c_uint8, c_uint32, c_uint64
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "Card", "CribError", "Item", "Score", "format_hand", "heels", "mask_count",
    "mask_from_cards", "mask_to_cards", "parse_hand", "score", "strerror", "version",
    "version_number",
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
_KIND_NAMES = {ITEM_FIFTEEN: "fifteen", ITEM_RUN: "run", ITEM_PAIR: "pair",
               ITEM_FLUSH: "flush", ITEM_NOBS: "nobs", ITEM_THIRTY_ONE: "thirty-one",
               ITEM_GO: "go"}


class _Item(Structure):
    _fields_ = [("cards", c_uint64), ("kind", c_uint8), ("points", c_uint8),
                ("positions", c_uint8), ("size", c_uint8), ("reserved", c_uint8 * 4)]


class _Score(Structure):
    _fields_ = [("total", c_uint32), ("fifteens", c_uint32), ("runs", c_uint32),
                ("pairs", c_uint32), ("flush", c_uint32), ("nobs", c_uint32),
                ("n_items", c_uint32), ("reserved", c_uint32),
                ("items", _Item * SCORE_MAX_ITEMS)]


_cards_p = POINTER(c_uint8)

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
    "crib_hand_score": (c_int32, [_cards_p, c_size_t, c_uint8, c_uint32, POINTER(_Score)]),
    "crib_score_format": (c_int32, [POINTER(_Score), c_char_p, c_size_t]),
    "crib_starter_heels": (c_int32, [c_uint8]),
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
                             ("crib_score", lib.crib_score_size(), _Score)):
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
    shown = cards + [start]
    return Score(
        hand=tuple(cards), starter=start, crib=bool(crib), total=raw.total,
        fifteens=raw.fifteens, runs=raw.runs, pairs=raw.pairs, flush=raw.flush,
        nobs=raw.nobs, heels=heels(start),
        items=tuple(_item(raw.items[i], shown) for i in range(raw.n_items)),
        announcement=_text_result(_lib.crib_score_format, ctypes.byref(raw), cap=512))
