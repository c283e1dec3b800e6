# SPDX-License-Identifier: MIT
"""Bulk work over caller's buffers: anything with the buffer protocol (array.array, bytes,
bytearray, memoryview, numpy arrays, without depending on numpy), read and written in
place.

The fast evaluator's bulk functions are one call into the library's batch functions
(crib_mask_score_many, crib_mask_score_starters_many) for a whole buffer, so a hand costs
nanoseconds as in C, not ctypes' half a microsecond per call. The discard analysis loops
over the deals here: its millisecond per deal dwarfs the cost of a call.
bench_libcrib.py measures each against a Python loop over the single calls."""

from __future__ import annotations

import ctypes
import struct
import sys
from array import array
from typing import Any, Optional, Sequence, Tuple

from ._analysis import _discard_flags
from ._checks import _c
from ._show import _score_flags
from ._native import STRUCT, CribError, addressed, lib

Buffer = Any
"""Anything with the buffer protocol, C-contiguous, of the element type each function
names; a buffer of bytes (bytes, bytearray, an array of 'B') is read as native elements."""

_NATIVE_ORDER = "<" if sys.byteorder == "little" else ">"
# The formats the buffer protocol gives each element type, by the struct code we cast to.
_FORMATS = {"Q": ("Q", "L"), "B": ("B",), "i": ("i", "l"), "d": ("d",)}
_TYPES = {"Q": "uint64", "B": "uint8", "i": "int32", "d": "float64 (double)"}
_score_many_at = addressed(lib, "crib_mask_score_many", STRUCT)
_score_starters_many_at = addressed(lib, "crib_mask_score_starters_many", STRUCT)
_analyze_at = addressed(lib, "crib_discard_analyze", STRUCT)


def _view(obj: Buffer, kinds: Sequence[str], what: str, writable: bool = False) -> memoryview:
    """obj's memory as a flat memoryview of the first of kinds (struct codes) its format
    fits, a buffer of bytes being read as the first kind."""
    try:
        view = memoryview(obj)
    except TypeError:
        raise TypeError(f"libcrib: {what} must be a buffer (array, bytes, bytearray, "
                        f"memoryview, numpy array), got {type(obj).__name__}") from None
    if writable and view.readonly:
        raise TypeError(f"libcrib: {what} is read-only")
    if not view.c_contiguous:
        raise ValueError(f"libcrib: {what} is not contiguous")
    fmt = view.format
    if fmt[:1] in ("@", "=", _NATIVE_ORDER):
        fmt = fmt[1:]
    flat = view.cast("B")
    if fmt in ("B", "b", "c"):
        kind = kinds[0]
        if len(flat) % struct.calcsize(kind):
            raise ValueError(f"libcrib: {what} holds {len(flat)} bytes, not whole "
                             f"{_TYPES[kind]} elements")
        return flat.cast(kind)
    for kind in kinds:
        if fmt in _FORMATS[kind] and view.itemsize == struct.calcsize(kind):
            return flat.cast(kind)
    raise TypeError(f"libcrib: {what} must hold {' or '.join(_TYPES[k] for k in kinds)}, "
                    f"not elements of format {view.format!r}")


def _length(view: memoryview, n: int, what: str, per: str) -> None:
    if len(view) != n:
        raise ValueError(f"libcrib: {what} holds {len(view)} entries for {per}")


def _address(view: memoryview) -> int:
    """The address of a writable view's first byte (the view stays exported meanwhile)."""
    return ctypes.addressof(ctypes.c_char.from_buffer(view))


def _failed(results: "array[int]", out: memoryview) -> None:
    """CribError for the first item the library refused, out zeroed first, as the library
    zeroes its own outputs on error; .index names the item."""
    if not results or min(results) >= 0:
        return
    index = next(i for i, rc in enumerate(results) if rc < 0)
    out.cast("B")[:] = bytes(out.nbytes)
    error = CribError(results[index], f"libcrib: item {index}")
    error.index = index  # type: ignore[attr-defined]
    raise error


def _readable(view: memoryview) -> memoryview:
    """A view whose address ctypes can take: the view itself, or a writable copy of a
    read-only one (bytes, say); the batch functions only read it."""
    return view if not view.readonly else memoryview(bytearray(view)).cast(view.format)


def _batch(call: Any, out: memoryview, *args: Any) -> None:
    """Calls a batch function with args and a place for the index of the item it refuses
    first; raises CribError for a refusal, .index naming the item, out zeroed (the library
    zeroes it too)."""
    failed = ctypes.c_size_t(0)
    rc = call(*args, ctypes.addressof(failed))
    if rc >= 0:
        return
    out.cast("B")[:] = bytes(out.nbytes)
    error = CribError(rc, f"libcrib: item {failed.value}")
    error.index = failed.value  # type: ignore[attr-defined]
    raise error


def mask_score_many(masks: Buffer, starters: Buffer, out: Optional[Buffer] = None, *,
                    crib: bool = False) -> Buffer:
    """The totals of many hands (or cribs, crib=True) with their starters: masks (uint64,
    one mask of 3 or 4 cards per hand) and starters (uint8 card ids) of the same length;
    out (uint8 or int32, as long; a new array('B') when None) receives the totals and is
    returned. The first hand the library refuses raises CribError, .index naming it, with
    out zeroed."""
    flags = _score_flags(crib)
    hands = _view(masks, "Q", "masks")
    cut = _view(starters, "B", "starters")
    n = len(hands)
    _length(cut, n, "starters", f"{n} masks")
    if out is None:
        out = array("B", bytes(n))
    scores = _view(out, "Bi", "out", writable=True)
    _length(scores, n, "out", f"{n} masks")
    totals = scores if scores.format == "B" else memoryview(bytearray(n))
    if n:
        hands, cut = _readable(hands), _readable(cut)
        _batch(_score_many_at, scores, _address(hands), _address(cut), n, flags,
               _address(totals))
    if totals is not scores:
        scores[:] = array("i", totals)
    return out


def mask_score_starters_many(masks: Buffer, out: Optional[Buffer] = None, *,
                             crib: bool = False) -> Buffer:
    """The totals of many hands (or cribs) with every starter: masks (uint64) of n hands;
    out (uint8, n * 52 of them, such as an n x 52 array; a new array('B') when None)
    receives, for hand i, entry i * 52 + c: its total with starter c, or NOT_A_STARTER (255)
    for its own cards. Returns out. Errors as mask_score_many."""
    flags = _score_flags(crib)
    hands = _view(masks, "Q", "masks")
    n = len(hands)
    if out is None:
        out = array("B", bytes(n * _c.CARDS))
    scores = _view(out, "B", "out", writable=True)
    _length(scores, n * _c.CARDS, "out", f"{n} masks x {_c.CARDS} starters")
    if n:
        hands = _readable(hands)
        _batch(_score_starters_many_at, scores, _address(hands), n, flags, _address(scores))
    return out


def discard_analyze_many(deals: Buffer, keeps: Optional[Buffer] = None,
                         values: Optional[Buffer] = None, *, dealer: bool,
                         five_card: bool = False, per_deal: Optional[int] = None
                         ) -> Tuple[Buffer, Buffer]:
    """The best keep of many deals, as discard_analyze()[0] gives it: deals holds the card
    ids (uint8) of n deals of per_deal cards each (an n x per_deal array tells it; else 6,
    or 5 with five_card); keeps (uint64, n) receives each best keep's mask and values
    (float64, n) its value; each is a new array when None. Returns (keeps, values). Errors
    as mask_score_many, keeps and values zeroed."""
    flags = _discard_flags(dealer, five_card)
    cards = _view(deals, "B", "deals")
    if per_deal is None:
        shape = memoryview(deals).shape or ()
        per_deal = shape[1] if len(shape) == 2 else 5 if five_card else 6
    if per_deal <= 0 or len(cards) % per_deal:
        raise ValueError(f"libcrib: deals holds {len(cards)} cards, not deals of {per_deal}")
    n = len(cards) // per_deal
    keeps = array("Q", bytes(8 * n)) if keeps is None else keeps
    values = array("d", bytes(8 * n)) if values is None else values
    best = _view(keeps, "Q", "keeps", writable=True)
    value = _view(values, "d", "values", writable=True)
    _length(best, n, "keeps", f"{n} deals")
    _length(value, n, "values", f"{n} deals")
    if n:
        source = cards if not cards.readonly else memoryview(bytearray(cards))
        base = _address(source)
        out = (STRUCT["crib_keep"] * _c.DISCARD_MAX_KEEPS)()
        at = ctypes.addressof(out)
        results = array("i", bytes(4 * n))
        for i in range(n):
            results[i] = rc = _analyze_at(base + i * per_deal, per_deal, flags, at, len(out))
            if rc < 0:
                break
            best[i], value[i] = out[0].keep, out[0].value
        if min(results) < 0:
            value.cast("B")[:] = bytes(value.nbytes)
        _failed(results, best)
    return keeps, values
