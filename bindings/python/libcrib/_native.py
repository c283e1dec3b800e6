# SPDX-License-Identifier: MIT
"""The C library as ctypes sees it: found, loaded, and given every structure and every
function signature from _layout.py, which tools/gen_layout.c writes from crib.h. Nothing
about the C side is written here by hand; the import checks each structure's layout against
the generated one and against the library's own crib_<name>_size()."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple, Type

from . import _layout

# The generated tables, as plain data (the generated module carries no annotations).
CONSTANTS: Dict[str, Any] = _layout.CONSTANTS
STRUCTS: Dict[str, List[Any]] = _layout.STRUCTS
FUNCTIONS: Dict[str, List[Any]] = _layout.FUNCTIONS  # type: ignore[assignment]

# The soname follows the ABI, whose number is the release's major number (see the Makefile).
SONAME = f"libcrib.so.{CONSTANTS['CRIB_VERSION_MAJOR']}"

_SCALARS: Dict[str, Any] = {
    "uint8_t": ctypes.c_uint8, "crib_card": ctypes.c_uint8, "uint32_t": ctypes.c_uint32,
    "int32_t": ctypes.c_int32, "uint64_t": ctypes.c_uint64, "int64_t": ctypes.c_int64,
    "double": ctypes.c_double, "size_t": ctypes.c_size_t,
}


def library_path(folders: Sequence[Path], env: Optional[str]) -> str:
    """Where the library is, in order: env ($LIBCRIB_PATH: the file, or a folder holding
    it); the copy that `pip install` bundles in the package, in one of its folders (an
    editable install has two: the tree's, and the one where the library was compiled); the
    lib/ folder of the source tree when the package is its bindings/python/libcrib (after
    `make`); wherever ctypes.util.find_library finds it (after `make install`)."""
    if env:
        return str(Path(env, SONAME)) if Path(env).is_dir() else env
    places = [folder / SONAME for folder in folders]
    # The tree is recognised by its folder names, never reached by indexing
    # Path.parents, which a package just below / does not have enough of.
    places += [folder.parent.parent.parent / "lib" / SONAME for folder in folders
               if folder.parent.name == "python" and folder.parent.parent.name == "bindings"]
    for place in places:
        if place.is_file():
            return str(place)
    found = ctypes.util.find_library("crib")
    if found:
        return found
    raise ImportError(f"libcrib: {SONAME} not found; install the package with "
                      "`pip install .`, build the tree with `make`, or set LIBCRIB_PATH to "
                      "the library file")


def build_structs(structs: Dict[str, List[Any]]) -> Dict[str, Type[ctypes.Structure]]:
    """A ctypes Structure for each structure of the layout, fields in order, arrays by
    count, nested structures by name."""
    classes: Dict[str, Type[ctypes.Structure]] = {}

    def build(name: str) -> Type[ctypes.Structure]:
        if name not in classes:
            fields = []
            for field, _offset, c_type, count, _size in structs[name][2]:
                base = _SCALARS.get(c_type)
                if base is None:
                    if c_type not in structs:
                        raise ImportError(f"libcrib: {name}.{field} has the type {c_type}, "
                                          "which this module cannot lay out")
                    base = build(c_type)
                fields.append((field, base * count if count > 1 else base))
            classes[name] = type(name, (ctypes.Structure,), {"_fields_": fields})
        return classes[name]

    for name in structs:
        build(name)
    return classes


# _layout.py's alignments are those of the machine that wrote it (x86-64). Where the C
# compiler aligns a uint64_t or a double inside a structure to fewer bytes (4 on 32-bit
# x86), ctypes does too, and so a structure is aligned to at most that; the sizes and
# offsets are the same there (see crib.h).
_WIDE_ALIGNMENT = min(ctypes.alignment(ctypes.c_uint64), ctypes.alignment(ctypes.c_double))


def check_layout(lib: Any, classes: Dict[str, Type[ctypes.Structure]],
                 structs: Dict[str, List[Any]], path: str) -> None:
    """ImportError unless each structure has the generated offsets, size and alignment,
    and the size that the library's crib_<name>_size() reports: a library whose structures
    differ would write past the end of ours."""
    for name, (size, alignment, fields) in structs.items():
        cls = classes[name]
        ours = [(field, getattr(cls, field).offset) for field, *_ in fields]
        generated = [(field, offset) for field, offset, *_ in fields]
        alignment = min(alignment, _WIDE_ALIGNMENT)
        if ours != generated or (ctypes.sizeof(cls), ctypes.alignment(cls)) != (size,
                                                                                  alignment):
            raise ImportError(f"libcrib: the {name} that ctypes lays out and the {name} of "
                              "_layout.py do not match")
        size_fn = getattr(lib, f"{name}_size", None)
        if size_fn is None:
            raise ImportError(f"libcrib: {path} has no {name}_size")
        if size_fn() != size:
            raise ImportError(f"libcrib: {path} has a {name} of {size_fn()} bytes, this "
                              f"module {size}: they do not match")


def c_type(text: str, classes: Dict[str, Type[ctypes.Structure]]) -> Any:
    """The ctypes type of a C type as _layout.py writes it ("const crib_card *")."""
    name = text.replace("const ", "").strip()
    if name == "void":
        return None
    if name.endswith("*"):
        base = name[:-1].strip()
        if base == "char":
            return ctypes.c_char_p
        target = _SCALARS.get(base) or classes.get(base)
        if target is not None:
            return ctypes.POINTER(target)
    elif name in _SCALARS:
        return _SCALARS[name]
    raise ImportError(f"libcrib: _layout.py has the C type {text!r}, which this module "
                      "cannot pass")


def load(folders: Sequence[Path]) -> Tuple[Any, Dict[str, Type[ctypes.Structure]]]:
    """The library, typed and checked, and the Structure classes by C name."""
    path = library_path(folders, os.environ.get("LIBCRIB_PATH"))
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        raise ImportError(f"libcrib: cannot load {path}: {e}") from e
    classes = build_structs(STRUCTS)
    for name, (restype, params) in FUNCTIONS.items():
        fn = getattr(lib, name, None)
        if fn is None:
            raise ImportError(f"libcrib: {path} has no {name}; it is older than this module")
        fn.restype = c_type(restype, classes)
        fn.argtypes = [c_type(param, classes) for param, _name in params]
    major = lib.crib_version_number() >> 16
    if major != CONSTANTS["CRIB_VERSION_MAJOR"]:
        raise ImportError(f"libcrib: {path} is release {lib.crib_version_string().decode()}, "
                          f"this module is for {CONSTANTS['CRIB_VERSION_MAJOR']}.x")
    check_layout(lib, classes, STRUCTS, path)
    return lib, classes


def addressed(lib: Any, name: str, classes: Dict[str, Type[ctypes.Structure]]) -> Any:
    """A second handle on a library function whose pointer parameters take plain
    addresses (ints), for the bulk functions, which step through a caller's buffer."""
    fn = lib[name]
    restype, params = FUNCTIONS[name]
    fn.restype = c_type(restype, classes)
    fn.argtypes = [ctypes.c_void_p if param.rstrip().endswith("*") else c_type(param, classes)
                   for param, _name in params]
    return fn


# The package's folders (its __path__): an installed package's own, or an editable
# install's two.
lib, STRUCT = load([Path(folder).resolve() for folder in sys.modules[__package__].__path__])


class CribError(ValueError):
    """A failure reported by libcrib: .code is the CRIB_E* code; str() is the library's
    sentence, after what was refused when the binding can say more, or the binding's own
    words for it (a text that is not a card: "'5x' is not a card (...)", as the crib
    program says it)."""

    def __init__(self, code: int, detail: Optional[str] = None, *,
                 message: Optional[str] = None) -> None:
        self.code = code
        sentence = strerror(code)
        super().__init__(message if message else f"{detail}: {sentence}" if detail
                         else sentence)


def strerror(code: int) -> str:
    """The library's sentence for a return code; codes outside int32 are unknown codes."""
    if isinstance(code, bool) or not isinstance(code, int):
        raise TypeError(f"libcrib: strerror needs an int, got {type(code).__name__}")
    if not -(1 << 31) <= code < 1 << 31:
        code = (1 << 31) - 1
    return str(lib.crib_strerror(code).decode())


def check(rc: int) -> int:
    """rc, unless it is a negative code: then CribError."""
    if rc < 0:
        raise CribError(rc)
    return rc
