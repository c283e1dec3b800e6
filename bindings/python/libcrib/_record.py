# SPDX-License-Identifier: MIT
"""Game records (crib_record_check, crib_record_replay, crib_record_describe), for
libcrib/__init__.py, which exports what is public here. A record is the JSON object `crib
game --json` prints (docs/records.md); the library reads it in place and replays it through
the deal driver, so the answer is the C library's own; a replay returns the Deal with its
History (_deal.py)."""

from __future__ import annotations

import ctypes
import dataclasses
from dataclasses import dataclass
from typing import Any, Dict, Optional, Tuple, Union

from ._checks import _c, _u32
from ._deal import Deal, History
from ._native import STRUCT, check
from ._native import lib as _lib
from ._results import _Record

RecordText = Union[str, bytes, bytearray, memoryview]
"""A record's text: a str (sent as UTF-8) or its bytes."""


def _record_bytes(text: Any) -> bytes:
    """The record's bytes as the library reads them. A NUL inside or bytes that are no
    UTF-8 are the reader's to report (CRIB_ERECORD), not an error here: a lone surrogate of
    a str is passed as the bytes it stands for."""
    if isinstance(text, str):
        return text.encode("utf-8", "surrogatepass")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"libcrib: a record is a str or bytes, got {type(text).__name__}")


def _nul_text(values: Any) -> str:
    """A NUL-terminated ASCII field of crib_record_report (uint8_t[]) as a str."""
    raw = bytes(values)
    return raw.split(b"\0", 1)[0].decode("ascii", "replace")


@dataclass(frozen=True)
class RecordReport(_Record):
    """What check_record() and replay_record() found (crib_record_report), its fields as the
    structure has them (CRIB_NONE, 0xFFFFFFFF, for no player, card or winner): code (OK,
    ERECORD for a text that is no record, EREFUSED for an event the rules refuse) and ok;
    where it stopped: deal (from 1; 0 for the record as a whole), event (its index within
    the deal), index (within the record), item (within its "play" or "show" list), kind
    (an EVENT_*), player, is_crib, the field at fault, the value recorded and the value
    the rules give (expected), rules_code (the driver's code for an action it refused), the
    board's side, and offset, line and column in the text; message, for ERECORD, what is
    wrong; the totals replayed so far (deals, events, decisions), seeded, and the game's end
    (over, winner, players, sides, score by side). describe() is the report in words."""
    code: int
    ok: bool
    rules_code: int
    deal: int
    event: int
    index: int
    item: int
    kind: int
    player: int
    is_crib: bool
    recorded: int
    expected: int
    side: int
    offset: int
    line: int
    column: int
    deals: int
    events: int
    decisions: int
    seeded: bool
    over: bool
    winner: int
    players: int
    sides: int
    score: Tuple[int, ...]
    field: str
    message: str
    _raw: Any = dataclasses.field(repr=False, compare=False)

    def describe(self) -> str:
        """The report in a player's words, one line (crib_record_describe): "deal 2, show
        of player 0's hand: recorded 8, the hand counts 6", or for a good record "10 deals,
        154 events: player 0 wins 121 to 118" (what `crib check` prints)."""
        buf = ctypes.create_string_buffer(128)
        need = check(_lib.crib_record_describe(ctypes.byref(self._raw), buf, len(buf)))
        if need >= len(buf):
            buf = ctypes.create_string_buffer(need + 1)
            check(_lib.crib_record_describe(ctypes.byref(self._raw), buf, need + 1))
        return buf.value.decode("utf-8", "replace")

    def to_dict(self) -> Dict[str, Any]:
        return {k: v for k, v in super().to_dict().items() if k != "_raw"}


def _report(raw: Any) -> RecordReport:
    raw = STRUCT["crib_record_report"].from_buffer_copy(raw)
    return RecordReport(
        code=raw.code, ok=raw.code == _c.OK, rules_code=raw.rules_code, deal=raw.deal,
        event=raw.event, index=raw.index, item=raw.item, kind=raw.kind, player=raw.player,
        is_crib=bool(raw.is_crib), recorded=raw.recorded, expected=raw.expected,
        side=raw.side, offset=raw.offset, line=raw.line, column=raw.column, deals=raw.deals,
        events=raw.events, decisions=raw.decisions, seeded=bool(raw.seeded),
        over=bool(raw.over), winner=raw.winner, players=raw.players, sides=raw.sides,
        score=tuple(raw.score[:raw.sides]), field=_nul_text(raw.field),
        message=_nul_text(raw.message), _raw=raw)


def _answer(rc: int) -> int:
    """A record function's code: OK, ERECORD and EREFUSED are its answer, in the report;
    any other is a misuse, raised."""
    if rc in (_c.OK, _c.ERECORD, _c.EREFUSED):
        return rc
    return check(rc)


def check_record(text: RecordText) -> RecordReport:
    """Reads a game record and replays it whole (crib_record_check): the report says
    whether every event holds (ok) or where the first that differs is. A text that is no
    record (code ERECORD) and an event refused (EREFUSED) are answers, in the report; only
    a text of the wrong type raises (TypeError)."""
    data = _record_bytes(text)
    raw = STRUCT["crib_record_report"]()
    _answer(_lib.crib_record_check(data, len(data), ctypes.byref(raw)))
    return _report(raw)


def replay_record(text: RecordText,
                  decisions: Optional[int] = None) -> Tuple[Deal, History, RecordReport]:
    """Replays a game record through the deal driver and stops after `decisions` player
    decisions (None: all of them; crib_record_replay), returning the Deal there, to be
    driven on, its History, and the report. The next decision is the one the record made
    next. When the report is not ok, the deal stands as the last event that held left it,
    or zeroed (every call on it CribError ERANGE) for a text that is no record."""
    data = _record_bytes(text)
    stop = _c.NONE if decisions is None else _u32(decisions, "decisions")
    deal = Deal.__new__(Deal)
    deal._state = STRUCT["crib_deal"]()
    history = History()
    raw = STRUCT["crib_record_report"]()
    _answer(_lib.crib_record_replay(data, len(data), stop, deal._state, history._state,
                                    ctypes.byref(raw)))
    return deal, history, _report(raw)
