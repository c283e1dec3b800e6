# SPDX-License-Identifier: MIT
"""What one player knows of a deal (crib_view): View, all a bot may look at, and its reader.
Deal.view() (deal_view, _deal.py) and the arena's requests (_arena.py) make them; the bots
by level and the advice (_arena.py) take them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Tuple

from . import _names
from ._cards import Card, mask_to_cards
from ._checks import _c
from ._enums import Stage
from ._native import STRUCT
from ._results import _Record
from ._rules import GameRules


@dataclass(frozen=True)
class View(_Record):
    """What one player knows of a deal (crib_view), all a bot may look at: stage (Stage:
    DISCARD or PLAY), the player who decides and the dealer, the starter (None in the
    discard), each side's score, the count, the players who said go in this count (went,
    players), the pile of the current count, the cards played in this deal before the
    current count, in the order played, when known (earlier: empty when none was or the
    order is not known, as in a view made without a History; played tells who played
    each), the player's hand (as dealt in the discard, still held in the play), the cards it
    laid away when known, the cards each player has played this deal, how many each still
    holds, the least value each one's gos show (min_value), and legal: the cards of the hand
    it may play now (empty: it must say go; in the discard, empty). Deal.view() and the
    arena's requests make them."""
    stage: Stage
    player: int
    dealer: int
    starter: Optional[Card]
    score: Tuple[int, ...]
    count: int
    went: Tuple[int, ...]
    pile: Tuple[Card, ...]
    earlier: Tuple[Card, ...]
    hand: Tuple[Card, ...]
    discard: Tuple[Card, ...]
    played: Tuple[Tuple[Card, ...], ...]
    held: Tuple[int, ...]
    min_value: Tuple[int, ...]
    legal: Tuple[Card, ...]
    rules: GameRules
    _raw: Any = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        return {k: v for k, v in super().to_dict().items() if k != "_raw"}

    @property
    def lay_away(self) -> int:
        """The number of cards to lay away in the discard: 2 from six cards, and in the
        five-card game; else 1."""
        return 2 if len(self.hand) == 6 or self.rules.variant == _c.VARIANT_FIVE_CARD else 1


def _view(raw: Any) -> View:
    """A View of a crib_view, holding its own copy."""
    raw = STRUCT["crib_view"].from_buffer_copy(raw)
    players = 4 if raw.rules.variant == _c.VARIANT_FOUR else (
        3 if raw.rules.variant == _c.VARIANT_THREE else 2)
    sides = 2 if players == 4 else players
    hand = mask_to_cards(raw.hand)
    playing = raw.stage == _c.STAGE_PLAY
    legal = tuple(c for c in hand if playing and c.value + raw.count <= 31)
    rules = GameRules(**{name: getattr(raw.rules, name)
                         for name in GameRules.__dataclass_fields__})
    return View(stage=_names.member(Stage, raw.stage),
                player=raw.player, dealer=raw.dealer, starter=(
                    None if raw.starter == _c.NONE else Card(raw.starter)),
                score=tuple(raw.score[:sides]), count=raw.count,
                went=tuple(p for p in range(players) if raw.went >> p & 1),
                pile=tuple(Card(c) for c in raw.pile[:raw.n_pile]),
                earlier=tuple(Card(c) for c in raw.earlier[:raw.n_earlier]), hand=tuple(hand),
                discard=tuple(mask_to_cards(raw.discard)),
                played=tuple(tuple(mask_to_cards(raw.played[p])) for p in range(players)),
                held=tuple(raw.held[:players]), min_value=tuple(raw.min_value[:players]),
                legal=legal, rules=rules, _raw=raw)
