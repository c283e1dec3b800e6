# SPDX-License-Identifier: MIT
"""crib.h's constants under their Python names (CRIB_X is X), the groups of them that a
field or an argument takes made into enums whose members print by name. Every name and
value comes from _layout.py; only the groups' prefixes are written here."""

from __future__ import annotations

import enum
from typing import Any, Dict, Tuple, Type

from ._layout import CONSTANTS


class Named(enum.IntEnum):
    """A constant of crib.h that is an int and prints by its name as `crib ... --json`
    writes it: Phase.SHOW_HAND == 3, str(Phase.SHOW_HAND) == 'show-hand'."""

    def __str__(self) -> str:
        return self.name.lower().replace("_", "-")

    def __format__(self, spec: str) -> str:
        # An integer presentation ("{:d}", "{:x}") formats the number, anything else the name.
        if spec and spec[-1] in "bcdnoxX":
            return int.__format__(int(self), spec)
        return format(str(self), spec)


def _members(prefix: str, leave: Tuple[str, ...] = ()) -> Dict[str, Any]:
    return {name[len(prefix):]: value for name, value in CONSTANTS.items()
            if name.startswith(prefix) and name not in leave}


def _named(name: str, prefix: str, leave: Tuple[str, ...] = ()) -> Type[Named]:
    return Named(name, _members(prefix, leave), module="libcrib",  # type: ignore
                 qualname=name)


# Each enum is the group of constants whose names start with its prefix.
ENUMS: Dict[str, Type[enum.Enum]] = {
    "CRIB_STAGE_": _named("Stage", "CRIB_STAGE_"),
    "CRIB_REASON_": _named("Reason", "CRIB_REASON_"),
    "CRIB_LEVEL_": _named("Level", "CRIB_LEVEL_"),
    "CRIB_PHASE_": _named("Phase", "CRIB_PHASE_"),
    "CRIB_VARIANT_": _named("Variant", "CRIB_VARIANT_"),
    "CRIB_LADDER_": _named("Ladder", "CRIB_LADDER_"),
    "CRIB_ITEM_": _named("ItemKind", "CRIB_ITEM_"),
    "CRIB_RECTIFY_": _named("Rectify", "CRIB_RECTIFY_"),
    # The bot levels, CRIB_BOT_CALLER (the arena's side that the caller plays) among them;
    # CRIB_BOT_LEVELS is a count, not a level, and stays a plain int.
    "CRIB_BOT_": _named("BotLevel", "CRIB_BOT_", ("CRIB_BOT_LEVELS",)),
    "CRIB_EVENT_": _named("ArenaEventKind", "CRIB_EVENT_"),
    "CRIB_OPT_": enum.IntFlag("Option", _members("CRIB_OPT_"),  # type: ignore
                              module="libcrib", qualname="Option"),
}


def python_constants() -> Dict[str, Any]:
    """Every constant as libcrib names it: CRIB_X is X, and the member of its enum when it
    belongs to a group (STAGE_OVER is Stage.OVER)."""
    names: Dict[str, Any] = {}
    for name, value in CONSTANTS.items():
        for prefix, group in ENUMS.items():
            if name.startswith(prefix) and name[len(prefix):] in group.__members__:
                value = group[name[len(prefix):]]
        names[name[len("CRIB_"):]] = value
    return names


def member(group: Type[enum.Enum], value: int) -> Any:
    """The member of a group for a value a structure holds, or the number itself for a
    value appended to crib.h after this module was generated."""
    try:
        return group(value)
    except ValueError:
        return value
