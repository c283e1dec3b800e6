#!/bin/sh
# SPDX-License-Identifier: MIT
# The Python package: in a fresh virtual environment, `pip install --no-build-isolation` of
# this tree (which builds the C library and bundles it in the package, offline, with the
# backend in bindings/python/backend/), then, from another folder and with neither
# LIBCRIB_PATH nor LD_LIBRARY_PATH, import libcrib and score the 29 hand; the same from the
# sdist; `pip wheel`; `pip uninstall`; in a second fresh venv `pip install -e` (PEP 660:
# the tree's package with a library compiled for it). The backend's own TOML reader, for
# Pythons without tomllib, must read as tomllib does. Skips, passing, where python3 -m venv
# or pip is missing (Debian: apt-get install python3-venv).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
tap_lines=30
command -v python3 >/dev/null 2>&1 || skip_all "python3 not found; the Python package is not tested"
python3 -m venv "$tmp/venv" >"$tmp/log" 2>&1 ||
    skip_all "python3 -m venv does not work; the Python package is not tested"
py=$tmp/venv/bin/python
"$py" -m pip --version >/dev/null 2>&1 ||
    skip_all "the virtual environment has no pip; the Python package is not tested"
unset LIBCRIB_PATH LD_LIBRARY_PATH
export PIP_NO_INDEX=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
version=$(sed -n 's/^#define CRIB_VERSION_STRING "\(.*\)"$/\1/p' "$root/include/crib.h")
mkdir "$tmp/elsewhere"

# The package, imported from a folder that holds no libcrib, must be the installed one with
# its own library beside it, and score the 29 hand.
use_it() {
    cd "$tmp/elsewhere" && "$py" -c '
import importlib.metadata, pathlib, sys
import libcrib
here = pathlib.Path(libcrib.__file__).parent
assert str(here).startswith(sys.prefix), here
assert pathlib.Path(libcrib._native.lib._name).parent == here, libcrib._native.lib._name
assert libcrib.score("5h 5d 5c Js", "5s").total == 29
assert libcrib.__version__ == importlib.metadata.version("libcrib") == sys.argv[1]
' "$version"
}

succeeds "pip install --no-build-isolation . (offline, in a fresh venv)" \
    "$py" -m pip install --no-build-isolation "$root"
succeeds "import libcrib from another folder: its bundled library scores 5h 5d 5c Js 5s as 29" \
    use_it
succeeds "pip uninstall libcrib removes the package and its library" sh -c '
    "$1" -m pip uninstall -y libcrib && ! (cd "$2" && "$1" -c "import libcrib")' \
    sh "$py" "$tmp/elsewhere"
succeeds "the backend writes an sdist" sh -c '
    cd "$1" && "$2" -c "import sys; sys.path.insert(0, \"bindings/python/backend\");
import libcrib_build; print(libcrib_build.build_sdist(sys.argv[1]))" "$3"' \
    sh "$root" "$py" "$tmp"
succeeds "pip install of the sdist, then the same import" sh -c '
    "$1" -m pip install --no-build-isolation "$2"/libcrib-*.tar.gz' sh "$py" "$tmp"
succeeds "the sdist's package scores the 29 hand" use_it
succeeds "pip wheel . gives a wheel with the library inside" sh -c '
    "$1" -m pip wheel --no-build-isolation --no-deps -w "$2/wheels" "$3" &&
    "$1" -m zipfile -l "$2"/wheels/libcrib-*.whl | grep -q "^libcrib/libcrib\.so\.1 "' \
    sh "$py" "$tmp" "$root"

# The editable install: the package is the tree's own bindings/python/libcrib, and its
# library the one compiled into the venv, with crib.h's version.
use_editable() {
    cd "$tmp/elsewhere" && "$edit_py" -c '
import importlib.metadata, pathlib, sys
import libcrib
assert libcrib.__file__ == sys.argv[2] + "/bindings/python/libcrib/__init__.py", libcrib.__file__
library = libcrib._native.lib._name
assert library.startswith(sys.prefix) and pathlib.Path(library).is_file(), library
assert libcrib.score("5h 5d 5c Js", "5s").total == 29
assert libcrib.__version__ == importlib.metadata.version("libcrib") == sys.argv[1]
' "$version" "$root"
}
edit_py=$tmp/edit/bin/python
succeeds "pip install --no-build-isolation -e . (offline, in a fresh venv)" sh -c '
    python3 -m venv "$1" && "$1/bin/python" -m pip install --no-build-isolation -e "$2"' \
    sh "$tmp/edit" "$root"
succeeds "the editable package is the tree's, its library compiled for it, version $version" \
    use_editable
succeeds "pip uninstall libcrib removes the editable install" sh -c '
    "$1" -m pip uninstall -y libcrib && ! (cd "$2" && "$1" -c "import libcrib") &&
    ! ls "$3"/lib/python*/site-packages | grep -i crib' sh "$edit_py" "$tmp/elsewhere" "$tmp/edit"

# The backend's TOML reader, used where tomllib is not (before Python 3.11), against
# tomllib on pyproject.toml and on the forms it knows, and refusing the forms it does not.
cat >"$tmp/toml.py" <<'PY'
import sys
sys.path.insert(0, sys.argv[1] + "/bindings/python/backend")
import libcrib_build as backend
try:
    import tomllib
except ImportError:
    tomllib = None
known = open(sys.argv[1] + "/pyproject.toml", encoding="utf-8").read()
forms = r"""
# a comment
a = "x\"y\\z\u00e9\U0001F600\t"  # after a value
"quoted key" = 1_000
b.c = -3
d = [ [1, 2], ['lit\n', "s"], { e = true, f.g = false }, ]
[t.u]
v = {}
w = [
  # in an array
  1,
]
[ "t" . x ]
y = +0
"""
for text in (known, forms):
    ours = backend._read_toml(text)
    assert tomllib is None or ours == tomllib.loads(text), ours
assert backend._read_toml(known)["project"]["name"] == "libcrib"
for text in ('a = 1.5', 'a = 1979-05-27', 'a = """x"""', '[[a]]', 'a = 1 b', 'a = 1\na = 2',
             '[a]\n[a]', 'a = "x', 'a = 01', 'a = "\\q"'):
    try:
        backend._read_toml(text)
    except RuntimeError as e:
        assert "pyproject.toml, line" in str(e), e
    else:
        raise SystemExit(f"the reader took {text!r}")
PY
succeeds "the backend's TOML reader (for Pythons without tomllib) reads as tomllib does" \
    "$py" "$tmp/toml.py" "$root"
succeeds "the backend imports nothing from pip" sh -c '! grep -n "pip\._vendor\|import pip" "$1"' \
    sh "$root/bindings/python/backend/libcrib_build.py"
tap_end
