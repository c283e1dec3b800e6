# SPDX-License-Identifier: MIT
"""The simple bot (crib_bot_discard, crib_bot_play): BotLevel.EASY, which `crib game` plays
unless given a level. The bots by level, the expert's advice and the arena are in
_arena.py."""

from __future__ import annotations

import ctypes
from typing import List, Optional

from ._cards import Card, Cards, _array, _card_list
from ._checks import _c, _flag, _int, _need, _player
from ._native import check
from ._native import lib as _lib
from ._play import Play


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
