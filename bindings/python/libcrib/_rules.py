# SPDX-License-Identifier: MIT
"""The rules of a game (crib_game_rules): GameRules, each field checked as it is set, by
number or, as JavaScript's gameRules() takes them, by name."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Iterable, Union

from ._checks import _c, _int, _u32
from ._enums import Ladder, Option, Variant
from ._names import Named
from ._native import STRUCT, CribError, check
from ._native import lib as _lib
from ._results import _Record


RuleValue = Union[int, str, Iterable[Union[int, str]]]
"""A field of GameRules as it may be given: a number, a name ("skunk"), or for the options
and the peggers a list of names or numbers."""


def _rules_probe(name: str, value: int, variant: int = _c.VARIANT_SIX_CARD) -> None:
    """CribError unless the library takes value for this field of the rules, every other
    field at the variant's default: the ranges of the ladder's values, the readings that
    need their rule and the peggers' sides live in the library alone. The variant is one
    that the field can go with (the four-handed game for peggers, the five-card game for
    the options, where every option may be set); what the field needs of the others is
    checked when the rules are used."""
    raw = STRUCT["crib_game_rules"]()
    check(_lib.crib_game_rules_default(ctypes.byref(raw), variant))
    setattr(raw, name, value)
    rc = _lib.crib_game_init(STRUCT["crib_game"](), ctypes.byref(raw), 0)
    if rc < 0:
        raise CribError(rc, f"libcrib: GameRules.{name} {value} is refused")


def _rule(name: str, value: Any) -> Any:
    """A field of GameRules, checked as it is set. As JavaScript's gameRules() takes them,
    the variant and the ladder may be given by name ("six-card", "skunk"), the options as
    a list of names or bits (["muggins", "overpeg"]) and the peggers as a list of players
    ([0, 1])."""
    what = f"GameRules.{name}"
    if name == "variant":
        return _in_group(Variant, value, what)
    if name == "ladder":
        return _in_group(Ladder, value, what)
    if name == "options":
        if _listed(value):
            value = sum(set(_named_bit(Option, v, what) for v in value))
        known = sum(Option)
        if _u32(value, what) & ~known:
            raise CribError(_c.EFLAGS, f"libcrib: {what} {value} has bits that "
                            "this version does not know")
        _rules_probe(name, value, _c.VARIANT_FIVE_CARD)
        return Option(value)
    if name == "target":
        return _int(value, 1, _c.GAME_MAX_TARGET + 1, _c.ERANGE, what)
    if name == "peggers" and _listed(value):
        value = sum(set(1 << _int(p, 0, 32, _c.ERANGE, what) for p in value))
    _rules_probe(name, _u32(value, what),
                 _c.VARIANT_FOUR if name == "peggers" else _c.VARIANT_SIX_CARD)
    return int(value)


def _listed(value: Any) -> bool:
    """Whether a rule's value is a list of names or numbers rather than one."""
    return isinstance(value, Iterable) and not isinstance(value, (str, bytes, int))


def _by_name(group: Any, value: Any, what: str) -> Any:
    """The member of a group whose name (as str() writes it: "six-card", "muggins") is
    value, for a text; else value. CribError ERANGE for a name the group does not have."""
    if not isinstance(value, str):
        return value
    for member in group:
        if str(member) == value or member.name.lower().replace("_", "-") == value:
            return member
    raise CribError(_c.ERANGE, f"libcrib: {what}: no {group.__name__} is named {value!r} "
                    f"({', '.join(m.name.lower().replace('_', '-') for m in group)})")


def _named_bit(group: Any, value: Any, what: str) -> int:
    return _u32(_by_name(group, value, what), what)


def _in_group(group: Any, value: Any, what: str) -> Any:
    value = _by_name(group, value, what)
    _u32(value, what)
    try:
        return group(value)
    except ValueError:
        raise CribError(_c.ERANGE, f"libcrib: {what} {value} is not one of "
                        f"{', '.join(f'{m.name} ({m.value})' for m in group)}") from None


@dataclass
class GameRules(_Record):
    """The rules of a game, as crib_game_rules: variant (Variant), target (1 to
    GAME_MAX_TARGET), options (Option bits: a reading, such as OPT_EXACT_ITEMS, needs its
    rule, OPT_EXACT, set with it), ladder (Ladder), what a game is worth at each level, and,
    four-handed only, peggers: the two players elected to peg, one of each side, who alone
    cut for the first deal, as a mask (bit p for player p: 0b0011 for players 0 and 1; 0,
    the default, for every player). Each field is checked when it is set (CribError ERANGE
    or EFLAGS, TypeError for what is not an int); what fields need of each other
    (OPT_FIVE_FULL_PLAY the five-card game, peggers the four-handed one) when the rules are
    used (Game, Deal)."""
    variant: Named
    target: int
    options: int
    ladder: Named
    lurch_value: int
    skunk_value: int
    double_skunk_value: int
    triple_skunk_value: int
    peggers: int = 0

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self.__dataclass_fields__:
            raise AttributeError(f"libcrib: GameRules has no field {name!r}")
        super().__setattr__(name, _rule(name, value))

    @classmethod
    def default(cls, variant: Union[int, str] = _c.VARIANT_SIX_CARD, **changes: RuleValue
                ) -> GameRules:
        """A variant's defaults (crib_game_rules_default), with any field changed by name:
        GameRules.default(VARIANT_SIX_CARD, ladder=LADDER_SKUNK, options=OPT_MUGGINS), or
        by names as JavaScript's gameRules() takes them: GameRules.default("six-card",
        ladder="skunk", options=["muggins", "overpeg"])."""
        raw = STRUCT["crib_game_rules"]()
        check(_lib.crib_game_rules_default(raw, _in_group(Variant, variant,
                                                           "GameRules.variant")))
        fields = {name: getattr(raw, name) for name in cls.__dataclass_fields__}
        for name in changes:
            if name not in fields:
                raise TypeError(f"libcrib: GameRules has no field {name!r}")
        return cls(**dict(fields, **changes))

    def _raw(self) -> Any:
        return STRUCT["crib_game_rules"](**{name: getattr(self, name)
                                            for name in self.__dataclass_fields__})
