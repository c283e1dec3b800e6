# SPDX-License-Identifier: MIT
"""Cards and masks (crib_card_*, crib_hand_parse, crib_hand_format, crib_mask_*): Card, an int
holding a card's id, and the forms every other module takes cards in: a text, an iterable of
cards, or a mask."""

from __future__ import annotations

import ctypes
import re
from typing import Any, Iterable, List, Optional, Tuple, Union

from ._checks import _c, _int, _text_result
from ._native import CribError, check
from ._native import lib as _lib


CardLike = Union["Card", int, str]
"""A card: a Card, an id (0..51) or a text ("5h", "10S", "J♠")."""

Cards = Union[str, Iterable[CardLike]]
"""Cards: one text ("5h 5d 5c Js") or an iterable of cards."""

MaskOrCards = Union[int, str, Iterable[CardLike]]
"""A set of cards: an int mask (bit i for card id i) or cards."""


def _id(card: Any) -> int:
    """A card id that fits a crib_card; the library itself rejects 52..255."""
    if isinstance(card, bool) or not isinstance(card, int):
        raise TypeError(f"libcrib: a card must be a Card, an id or a text, got "
                        f"{type(card).__name__}")
    if not 0 <= card < 256:
        raise CribError(_c.ECARD)
    return int(card)


# What separates the cards of a text, for crib_hand_parse(), and what follows the word that
# is not a card in the message of EPARSE, which is the crib program's.
_SEPARATORS = re.compile("[ \t\n\r,]+")
_NOT_A_CARD = "is not a card (a rank A 2-10 T J Q K and a suit c d h s)"


def _quote(word: str) -> str:
    """A word as the crib program quotes it: printable ASCII and the suit symbols as they
    are, a backslash doubled, any other byte of its UTF-8 as \\xNN; cut with "..." past 60
    bytes."""
    data = word.encode("utf-8", "surrogatepass")
    out: List[str] = []
    k = i = 0
    while i < len(data):
        if data[i:i + 2] == b"\xe2\x99" and i + 2 < len(data) and 0xA0 <= data[i + 2] <= 0xA7:
            piece, used = data[i:i + 3].decode(), 3
        elif data[i] == 0x5C:
            piece, used = "\\\\", 1
        elif 0x20 <= data[i] < 0x7F:
            piece, used = chr(data[i]), 1
        else:
            piece, used = f"\\x{data[i]:02x}", 1
        if k + len(piece.encode()) + 4 > 64:
            return "".join(out) + "..."
        out.append(piece)
        k += len(piece.encode())
        i += used
    return "".join(out)


def _not_a_card(text: str, one: bool) -> CribError:
    """EPARSE naming the word of text that is not a card: the whole text for one card, else
    the first word that the library refuses."""
    word = text
    if not one:
        word = next((w for w in _SEPARATORS.split(text) if w and not _is_card(w)), text)
    return CribError(_c.EPARSE, message=f"'{_quote(word)}' {_NOT_A_CARD}")


def _is_card(word: str) -> bool:
    out = ctypes.c_uint8()
    data = _card_bytes(word)
    return data is not None and _lib.crib_card_parse(data, ctypes.byref(out)) == _c.OK


def _card_bytes(text: Any) -> Optional[bytes]:
    """A text of cards as the library takes it, or None where it cannot be given to C: a NUL
    (C would stop reading there and take "5h\\0junk" for "5h") or a lone surrogate."""
    if not isinstance(text, str):
        raise TypeError(f"libcrib: expected a str, got {type(text).__name__}")
    if "\0" in text:
        return None
    try:
        return text.encode()
    except UnicodeEncodeError:
        return None


class Card(int):
    """A card: an int holding its id (rank * 4 + suit), made from a text ("5h", "10S",
    "J♠"), an id (0..51) or another Card. str() gives "5h"."""

    __slots__ = ()

    def __new__(cls, card: CardLike) -> Card:
        if isinstance(card, Card):
            return card
        if isinstance(card, str):
            out = ctypes.c_uint8()
            data = _card_bytes(card)
            if data is None or _lib.crib_card_parse(data, ctypes.byref(out)) != _c.OK:
                raise _not_a_card(card, one=True)
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
    data = _card_bytes(text)
    rc = _c.EPARSE if data is None else _lib.crib_hand_parse(data, cards, _c.CARDS)
    if rc == _c.EPARSE:
        raise _not_a_card(text, one=False)
    n = check(rc)
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
