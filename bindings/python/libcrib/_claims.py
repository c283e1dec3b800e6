# SPDX-License-Identifier: MIT
"""Claims (crib_claim): what a player's claim of his points did, in the show (Game.claim,
Game.claim_score, Game.claim_items, Deal.show) or in the play (Game.claim_play,
Deal.play_claim, where an Event carries it), and the claimed points as the library takes
them."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Optional

from ._checks import _c, _int
from ._results import _Record


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


def _claimed(claimed: Optional[int]) -> int:
    """CLAIM_ALL for None; any int the library would read as CLAIM_ALL is refused."""
    if claimed is None:
        return int(_c.CLAIM_ALL)
    return _int(claimed, 0, _c.CLAIM_ALL, _c.ERANGE, "claimed")
