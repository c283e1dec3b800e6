# SPDX-License-Identifier: MIT
"""The checks every module of the package makes of what it is handed, before ctypes could
wrap or misread it (numbers in range, flags that are True or False, the binding's own objects
where a structure is wanted), the readers of results they share, and _c, the
constants of crib.h by their Python names, where a linter can see them."""

from __future__ import annotations

import ctypes
from types import SimpleNamespace
from typing import Any, Callable, Optional

from . import _names
from ._enums import ENUMS
from ._native import CribError, check

_c = SimpleNamespace(**_names.python_constants(ENUMS))


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


def _text_result(fn: Callable[..., int], *args: Any, cap: int = 64) -> str:
    """Calls a (..., buf, cap) function, once more with room enough if it was cut short."""
    buf = ctypes.create_string_buffer(cap)
    need = check(fn(*args, buf, cap))
    if need >= cap:
        buf = ctypes.create_string_buffer(need + 1)
        check(fn(*args, buf, need + 1))
    return buf.value.decode()


def _or_none(value: int) -> Optional[int]:
    return None if value == _c.NONE else value


def _player(player: Any, what: str = "player") -> int:
    return _u32(player, what)


def _points(points: Any, what: str = "points") -> int:
    return _u32(points, what)

