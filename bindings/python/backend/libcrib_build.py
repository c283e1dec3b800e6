# SPDX-License-Identifier: MIT
"""The build backend of pyproject.toml (PEP 517), standard library only, so that
`pip install .` and `pip wheel .` work offline and with --no-build-isolation, where neither
setuptools nor wheel may be installed.

A wheel is the package bindings/python/libcrib/ with the C library compiled into it: the
sources src/*.c, built with $CC (default cc), flags.mk's standard, warnings and library
flags (the Makefile's and CMake's, read from the one file), $CFLAGS (default -O2) and
$LDFLAGS, as the Makefile builds lib/libcrib.so.MAJOR (position-independent, the soname),
in a temporary folder, never in the tree. The module finds that copy beside itself. The
library is loaded by ctypes, not linked to Python, so the wheel is tagged py3-none-PLATFORM.
The version is CRIB_VERSION_STRING of include/crib.h; the rest of the metadata is
pyproject.toml's [project], its optional-dependencies as extras (Provides-Extra, and each
one's Requires-Dist marked `extra == "NAME"`) and its scripts as console_scripts entry
points (entry_points.txt), from which pip writes the commands. The wheel also carries the
server's web page, when build/wasm/libcrib.wasm is built (`make wasm`): examples/web/, the
modules of bindings/js/ it imports and the wasm, under libcrib/server/web/ as in the tree,
where the installed server looks for it; without the wasm the wheel goes without the page
(the backend says so, and so does the server when it starts). An sdist holds what a wheel
is built from. An editable install
(`pip install -e .`, PEP 660) is the tree's package with the library compiled beside a
finder (see build_editable)."""

import base64
import hashlib
import io
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

try:
    import tomllib
except ImportError:  # before Python 3.11: _read_toml below
    tomllib = None

ROOT = Path.cwd()
PACKAGE = Path("bindings/python/libcrib")
# What an sdist holds, as globs under the root: enough to build a wheel and no more.
SDIST_FILES = ("pyproject.toml", "flags.mk", "bindings/python/README.md", "LICENSE",
               "include/crib.h", "src/*.c", "src/*.h", "src/gen/*.h",
               "bindings/python/backend/*.py", "bindings/python/libcrib/*.py",
               "bindings/python/libcrib/py.typed", "bindings/python/libcrib/server/*.py")
# The server's page, as globs under the root: the page, the modules of bindings/js/ it
# imports, and the wasm they load, which must be built (WEB_WASM). A wheel holds them under
# libcrib/server/web/ (WEB_PACKAGE) at the same paths; an sdist holds them as they are.
WEB_FILES = ("examples/web/**/*", "bindings/js/libcrib.mjs", "bindings/js/layout.mjs")
WEB_WASM = Path("build/wasm/libcrib.wasm")
WEB_PACKAGE = "libcrib/server/web"
# The [project] keys this backend knows; any other is refused rather than dropped.
PROJECT_KEYS = {"name", "dynamic", "description", "readme", "license", "requires-python",
                "classifiers", "optional-dependencies", "scripts"}
# Zip and tar entries get a fixed time, so that the same tree gives the same archive.
EPOCH = int(os.environ.get("SOURCE_DATE_EPOCH", 315532800))


def _header_define(name):
    text = (ROOT / "include" / "crib.h").read_text(encoding="utf-8")
    found = re.search(rf"^#define CRIB_{name} (\S+)$", text, re.M)
    if not found:
        raise RuntimeError(f"libcrib_build: include/crib.h has no CRIB_{name}")
    return found.group(1).strip('"')


def _project():
    project = _load_toml(ROOT / "pyproject.toml")["project"]
    unknown = set(project) - PROJECT_KEYS
    if unknown or project.get("dynamic") != ["version"]:
        raise RuntimeError(f"libcrib_build: pyproject.toml's [project] has keys this backend "
                           f"does not know ({', '.join(sorted(unknown))}), or a dynamic "
                           "other than [\"version\"]")
    return project


def _names():
    """The distribution's name, its version, and the two as file names use them."""
    name = _project()["name"]
    version = _header_define("VERSION_STRING")
    return name, version, f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}"


def _metadata():
    project = _project()
    name, version, _ = _names()
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
             f"Summary: {project['description']}", f"License: {project['license']['text']}",
             f"Requires-Python: {project['requires-python']}"]
    lines += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    for extra, requirements in sorted(project.get("optional-dependencies", {}).items()):
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {r}; extra == "{extra}"' for r in requirements]
    readme = project.get("readme")
    body = ""
    if readme:
        lines.append("Description-Content-Type: text/markdown")
        body = "\n" + (ROOT / readme).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n" + body


def _platform_tag():
    return re.sub(r"[^A-Za-z0-9_]", "_", sysconfig.get_platform())


def _flags():
    """flags.mk's `CRIB_NAME = value` lines, the compile flags both builds share."""
    flags = {}
    for line in (ROOT / "flags.mk").read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*(CRIB_[A-Z_]+)\s*=\s*(.*?)\s*$", line)
        if m:
            flags[m.group(1)] = shlex.split(m.group(2))
    return flags


def _build_library(folder):
    """Compiles src/*.c into folder/libcrib.so.MAJOR; returns its path."""
    if sys.platform.startswith(("win", "cygwin", "darwin")):
        raise RuntimeError("libcrib_build: this backend builds an ELF shared library "
                           "(Linux, the BSDs), as the Makefile does; not for " + sys.platform)
    soname = f"libcrib.so.{_header_define('VERSION_MAJOR')}"
    out = Path(folder) / soname
    sources = sorted(str(p) for p in (ROOT / "src").glob("*.c"))
    flags = _flags()
    command = (shlex.split(os.environ.get("CC", "cc")) + flags["CRIB_STD"]
               + flags["CRIB_WARNINGS"] + shlex.split(os.environ.get("CFLAGS", "-O2"))
               + ["-fPIC"] + flags["CRIB_LIB_CFLAGS"] + [f"-I{ROOT / 'include'}", "-shared",
                  f"-Wl,-soname,{soname}", "-o", str(out)] + sources
               + shlex.split(os.environ.get("LDFLAGS", "")) + ["-lm"])
    print("libcrib_build:", " ".join(shlex.quote(c) for c in command), file=sys.stderr)
    subprocess.run(command, check=True)
    return out


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def _write_wheel(wheel_path, files, dist_info):
    """files: (archive path, bytes, mode); the RECORD is added last."""
    record = [_record_line(path, data) for path, data, _ in files]
    record.append(f"{dist_info}/RECORD,,")
    files = files + [(f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode(), 0o644)]
    with zipfile.ZipFile(wheel_path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data, mode in files:
            info = zipfile.ZipInfo(path, date_time=time.gmtime(max(EPOCH, 315532800))[:6])
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)


def _entry_points():
    """entry_points.txt: [project.scripts] as console_scripts, or None when it has none."""
    scripts = _project().get("scripts", {})
    if not scripts:
        return None
    return "[console_scripts]\n" + "".join(f"{name} = {target}\n"
                                           for name, target in sorted(scripts.items()))


def _dist_info_files(tag):
    _, _, stem = _names()
    wheel = ("Wheel-Version: 1.0\nGenerator: libcrib_build\nRoot-Is-Purelib: false\n"
             f"Tag: {tag}\n")
    files = [(f"{stem}.dist-info/METADATA", _metadata().encode(), 0o644),
             (f"{stem}.dist-info/LICENSE", (ROOT / "LICENSE").read_bytes(), 0o644),
             (f"{stem}.dist-info/WHEEL", wheel.encode(), 0o644)]
    entry_points = _entry_points()
    if entry_points:
        files.append((f"{stem}.dist-info/entry_points.txt", entry_points.encode(), 0o644))
    return files


def _package_files():
    """The package's modules (its subpackages' too) and py.typed, as (archive path,
    bytes, mode)."""
    package = ROOT / PACKAGE
    paths = sorted(p for p in package.rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts
                   and (p.suffix == ".py" or p.name == "py.typed"))
    return [(f"libcrib/{p.relative_to(package).as_posix()}", p.read_bytes(), 0o644)
            for p in paths]


def _web_files():
    """The server's page under libcrib/server/web/, or [] (and a line saying so) when the
    wasm is not built."""
    if not (ROOT / WEB_WASM).is_file():
        print(f"libcrib_build: {WEB_WASM} is not built (make wasm): the wheel goes without "
              "the server's web page", file=sys.stderr)
        return []
    paths = sorted({p for pattern in WEB_FILES for p in ROOT.glob(pattern)
                    if p.is_file() and p.suffix != ".md"})
    paths.append(ROOT / WEB_WASM)
    return [(f"{WEB_PACKAGE}/{p.relative_to(ROOT).as_posix()}", p.read_bytes(), 0o644)
            for p in paths]


# ---- PEP 517 hooks ------------------------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    files = _dist_info_files(f"py3-none-{_platform_tag()}")
    for path, data, _ in files:
        target = Path(metadata_directory, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return files[0][0].split("/")[0]


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _, _, stem = _names()
    tag = f"py3-none-{_platform_tag()}"
    with tempfile.TemporaryDirectory() as folder:
        library = _build_library(folder)
        files = _package_files()
        files.append((f"libcrib/{library.name}", library.read_bytes(), 0o755))
    files += _web_files()
    files += _dist_info_files(tag)
    name = f"{stem}-{tag}.whl"
    _write_wheel(Path(wheel_directory, name), files, f"{stem}.dist-info")
    return name


def build_sdist(sdist_directory, config_settings=None):
    _, _, stem = _names()
    name = f"{stem}.tar.gz"
    patterns = SDIST_FILES + WEB_FILES + (str(WEB_WASM),)
    paths = sorted({p for pattern in patterns for p in ROOT.glob(pattern) if p.is_file()})
    with tarfile.open(Path(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for path in paths:
            _add_to_tar(tar, f"{stem}/{path.relative_to(ROOT).as_posix()}",
                        path.read_bytes())
        _add_to_tar(tar, f"{stem}/PKG-INFO", _metadata().encode())
    return name


def _add_to_tar(tar, path, data):
    info = tarfile.TarInfo(path)
    info.size, info.mode, info.mtime = len(data), 0o644, EPOCH
    tar.addfile(info, io.BytesIO(data))


# ---- PEP 660 hooks: pip install -e --------------------------------------------------------
# An editable wheel installs no copy of the package: a .pth file imports _libcrib_editable,
# whose finder gives `import libcrib` the tree's bindings/python/libcrib (so that edits to
# it are seen at once), with the C library, compiled now, in the finder's own folder, which
# it adds to the package's __path__ for _native.py to look in. A change to the C sources
# needs `pip install -e .` again.

EDITABLE = "_libcrib_editable"
EDITABLE_FINDER = '''"""The editable install of libcrib (pip install -e), written by
bindings/python/backend/libcrib_build.py: `import libcrib` is the source tree's package,
PACKAGE, with the C library that was compiled when it was installed, in this folder."""

import importlib.abc
import importlib.util
import os
import sys

PACKAGE = {package!r}
LIBRARY = os.path.dirname(os.path.abspath(__file__))


class Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name != "libcrib":
            return None
        return importlib.util.spec_from_file_location(
            name, os.path.join(PACKAGE, "__init__.py"),
            submodule_search_locations=[PACKAGE, LIBRARY])


sys.meta_path.append(Finder())
'''


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    return prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    _, _, stem = _names()
    tag = f"py3-none-{_platform_tag()}"
    package = (ROOT / PACKAGE).resolve()
    if not (package / "__init__.py").is_file():
        raise RuntimeError(f"libcrib_build: {package} holds no package to install editable")
    finder = EDITABLE_FINDER.format(package=str(package))
    with tempfile.TemporaryDirectory() as folder:
        library = _build_library(folder)
        files = [(f"{EDITABLE}.pth", f"import {EDITABLE}\n".encode(), 0o644),
                 (f"{EDITABLE}/__init__.py", finder.encode(), 0o644),
                 (f"{EDITABLE}/{library.name}", library.read_bytes(), 0o755)]
    files += _dist_info_files(tag)
    name = f"{stem}-{tag}.whl"
    _write_wheel(Path(wheel_directory, name), files, f"{stem}.dist-info")
    return name


# ---- TOML, for Pythons before 3.11, which have no tomllib ---------------------------------
# What pyproject.toml needs and no more: tables, keys (bare, quoted or dotted), and values
# that are one-line strings, integers, booleans, arrays and inline tables. Anything else is
# refused, never guessed at. test/pip.sh checks that it reads pyproject.toml as tomllib does.

_TOML_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}
_TOML_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_TOML_SCALAR = re.compile(r"(true|false|[+-]?(?:0|[1-9](?:_?[0-9])*))(?=[\s,\]}#]|$)")


def _toml_error(text, i, what):
    line = text.count("\n", 0, i) + 1
    return RuntimeError(f"libcrib_build: pyproject.toml, line {line}: {what} (without "
                        "tomllib, before Python 3.11, this backend reads only the TOML "
                        "that pyproject.toml needs)")


def _toml_skip(text, i, newlines):
    """The position past spaces and comments, and past line ends when newlines."""
    while i < len(text):
        if text[i] in " \t" or (newlines and text[i] in "\r\n"):
            i += 1
        elif text[i] == "#":
            while i < len(text) and text[i] != "\n":
                i += 1
        else:
            break
    return i


def _toml_string(text, i):
    if text.startswith(('"""', "'''"), i):
        raise _toml_error(text, i, "a multi-line string")
    quote, i, out = text[i], i + 1, []
    while i < len(text) and text[i] not in (quote, "\n"):
        if text[i] == "\\" and quote == '"':
            escape = text[i + 1:i + 2]
            width = {"u": 4, "U": 8}.get(escape, 0)
            digits = text[i + 2:i + 2 + width]
            if escape in _TOML_ESCAPES:
                out.append(_TOML_ESCAPES[escape])
            elif width and re.fullmatch(r"[0-9A-Fa-f]+", digits) and len(digits) == width:
                out.append(chr(int(digits, 16)))
            else:
                raise _toml_error(text, i, "an unknown escape")
            i += 2 + width
        else:
            out.append(text[i])
            i += 1
    if text[i:i + 1] != quote:
        raise _toml_error(text, i, "a string that does not end on its line")
    return "".join(out), i + 1


def _toml_key(text, i):
    """A key's parts (a.b is [a, b]) and the position past it."""
    parts = []
    while True:
        i = _toml_skip(text, i, False)
        if text[i:i + 1] in ('"', "'"):
            part, i = _toml_string(text, i)
        else:
            bare = _TOML_BARE_KEY.match(text, i)
            if not bare:
                raise _toml_error(text, i, "a key was expected")
            part, i = bare.group(), bare.end()
        parts.append(part)
        i = _toml_skip(text, i, False)
        if text[i:i + 1] != ".":
            return parts, i
        i += 1


def _toml_set(text, i, table, parts, value):
    for part in parts[:-1]:
        table = table.setdefault(part, {})
        if not isinstance(table, dict):
            raise _toml_error(text, i, f"{part} is not a table")
    if parts[-1] in table:
        raise _toml_error(text, i, f"{'.'.join(parts)} is set twice")
    table[parts[-1]] = value


def _toml_value(text, i):
    """A value and the position past it."""
    if text[i:i + 1] in ('"', "'"):
        return _toml_string(text, i)
    if text[i:i + 1] == "[":
        items, i = [], _toml_skip(text, i + 1, True)
        while text[i:i + 1] != "]":
            item, i = _toml_value(text, i)
            items.append(item)
            i = _toml_skip(text, i, True)
            if text[i:i + 1] == ",":
                i = _toml_skip(text, i + 1, True)
            elif text[i:i + 1] != "]":
                raise _toml_error(text, i, "an array's ',' or ']' was expected")
        return items, i + 1
    if text[i:i + 1] == "{":
        table, i = {}, _toml_skip(text, i + 1, False)
        while text[i:i + 1] != "}":
            parts, i = _toml_key(text, i)
            if text[i:i + 1] != "=":
                raise _toml_error(text, i, "'=' was expected")
            value, i = _toml_value(text, _toml_skip(text, i + 1, False))
            _toml_set(text, i, table, parts, value)
            i = _toml_skip(text, i, False)
            if text[i:i + 1] == ",":
                i = _toml_skip(text, i + 1, False)
            elif text[i:i + 1] != "}":
                raise _toml_error(text, i, "an inline table's ',' or '}' was expected")
        return table, i + 1
    scalar = _TOML_SCALAR.match(text, i)
    if not scalar:
        raise _toml_error(text, i, "a value of a kind this reader does not know")
    word = scalar.group()
    value = word == "true" if word in ("true", "false") else int(word.replace("_", ""))
    return value, scalar.end()


def _read_toml(text):
    """A TOML document as tomllib.loads gives it, for the TOML described above."""
    root, i, headers = {}, 0, set()
    table = root
    while True:
        i = _toml_skip(text, i, True)
        if i >= len(text):
            return root
        if text[i] == "[":
            if text.startswith("[[", i):
                raise _toml_error(text, i, "an array of tables")
            parts, i = _toml_key(text, i + 1)
            if text[i:i + 1] != "]" or tuple(parts) in headers:
                raise _toml_error(text, i, "a table's header is malformed or repeated")
            headers.add(tuple(parts))
            table = root
            for part in parts:
                table = table.setdefault(part, {})
                if not isinstance(table, dict):
                    raise _toml_error(text, i, f"{part} is not a table")
            i += 1
        else:
            parts, i = _toml_key(text, i)
            if text[i:i + 1] != "=":
                raise _toml_error(text, i, "'=' was expected")
            value, i = _toml_value(text, _toml_skip(text, i + 1, False))
            _toml_set(text, i, table, parts, value)
        i = _toml_skip(text, i, False)
        if i < len(text) and text[i] not in "\r\n":
            raise _toml_error(text, i, "the line goes on after its value")


def _load_toml(path):
    data = Path(path).read_bytes()
    if tomllib is not None:
        return tomllib.loads(data.decode("utf-8"))
    return _read_toml(data.decode("utf-8"))
