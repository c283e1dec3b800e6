# SPDX-License-Identifier: MIT
"""The base of every result: a frozen dataclass whose to_dict() gives its fields as plain
values, JSON-ready, in the shape `crib ... --json` prints (cards as texts, enums as their
names)."""

from __future__ import annotations

import dataclasses
from typing import Any, Dict

from ._cards import Card
from ._names import Named


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
