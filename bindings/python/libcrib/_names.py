# SPDX-License-Identifier: MIT
"""crib.h's constants under their Python names (CRIB_X is X), the groups of them that a
field or an argument takes being the enums of _enums.py, whose members print by name
(Named). Every name and value comes from _layout.py and _enums.py, which
tools/gen_layout.c writes from crib.h."""

from __future__ import annotations

import enum
from typing import Any, Dict, Mapping, Type

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


def python_constants(enums: Mapping[str, Type[enum.Enum]]) -> Dict[str, Any]:
    """Every constant as libcrib names it: CRIB_X is X, and the member of its enum when it
    belongs to a group, enums being each group by its prefix (STAGE_OVER is Stage.OVER)."""
    names: Dict[str, Any] = {}
    for name, value in CONSTANTS.items():
        for prefix, group in enums.items():
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
