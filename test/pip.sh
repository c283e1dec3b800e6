#!/bin/sh
# SPDX-License-Identifier: MIT
# The Python package: in a fresh virtual environment, `pip install --no-build-isolation` of
# this tree (which builds the C library and bundles it in the package, offline, with the
# backend in bindings/python/backend/), then, from another folder and with neither
# LIBCRIB_PATH nor LD_LIBRARY_PATH, import libcrib and score the 29 hand; the same from the
# sdist; `pip wheel`; `pip uninstall`; in a second fresh venv `pip install -e` (PEP 660:
# the tree's package with a library compiled for it). The backend's own TOML reader, for
# Pythons without tomllib, must read as tomllib does. The server: the installed command
# libcrib-server prints its usage without aiohttp (and says what to install when asked to
# serve), the wheel's METADATA names the extra server and its requirements and its
# entry_points.txt the command, and the wheel carries the server's modules and, when the
# wasm was built (make wasm), the web page, else nothing of it; installed with the extra
# into a venv of Debian's python3 (whose python3-aiohttp and python3-psycopg satisfy it,
# offline), the command serves the page, or says at its start that it has none. Skips,
# passing, where python3 -m venv or pip is missing (Debian: apt-get install python3-venv).
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
succeeds "the installed command libcrib-server --help prints its usage (no aiohttp needed)" \
    sh -c 'cd "$2" && "$1/bin/libcrib-server" --help | grep -q "^usage: libcrib-server"' \
    sh "$tmp/venv" "$tmp/elsewhere"
if "$py" -c 'import aiohttp' 2>/dev/null; then
    skip "libcrib-server without aiohttp says what to install" "this venv has aiohttp"
else
    succeeds "libcrib-server without aiohttp exits 1 and says what to install" sh -c '
        cd "$2" && ! "$1/bin/libcrib-server" --port 0 >out 2>&1 &&
        grep -q "aiohttp is not installed: pip install .libcrib\[server\]." out' \
        sh "$tmp/venv" "$tmp/elsewhere"
fi
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

# The server in the wheel: its extra, its command, its modules and its page (or none of it).
cat >"$tmp/wheel.py" <<'PY'
import sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
names = set(wheel.namelist())
def dist_info(name):
    return wheel.read(next(n for n in names if n.endswith(".dist-info/" + name))).decode()
meta = dist_info("METADATA").splitlines()
assert "Provides-Extra: server" in meta, meta
for requirement in ("aiohttp>=3.8", "psycopg>=3.1", "psycopg-pool>=3.1"):
    assert f'Requires-Dist: {requirement}; extra == "server"' in meta, requirement
entry_points = dist_info("entry_points.txt").splitlines()
assert entry_points[0] == "[console_scripts]", entry_points
assert "libcrib-server = libcrib.server:main" in entry_points, entry_points
modules = {f"libcrib/server/{m}.py" for m in ("__init__", "__main__", "app", "bot", "store",
                                              "table")}
assert modules <= names, modules - names
web = {n for n in names if n.startswith("libcrib/server/web/")}
page = {"libcrib/server/web/" + p for p in (
    "examples/web/index.html", "examples/web/main.mjs", "examples/web/lib.mjs",
    "bindings/js/libcrib.mjs", "bindings/js/layout.mjs", "build/wasm/libcrib.wasm")}
if sys.argv[2] == "page":
    assert page <= web, page - web
    assert wheel.read("libcrib/server/web/build/wasm/libcrib.wasm")[:4] == b"\0asm"
else:
    assert not web, sorted(web)[:3]
PY
wheel=$(ls "$tmp"/wheels/libcrib-*.whl 2>/dev/null | head -n 1)
# The wasm may be built while this runs (test/web.sh makes it): the wheel has the page or
# not as the backend found it, and must then have all of it or none.
if [ -n "$wheel" ] && "$py" -m zipfile -l "$wheel" | grep -q "^libcrib/server/web/build/wasm/libcrib\.wasm "; then
    page=page
else
    page=none
fi
succeeds "the wheel's METADATA names the extra server and its requirements, entry_points.txt the command libcrib-server, and it holds the server's modules and $([ $page = page ] && echo "the web page" || echo "no web page (the wasm was not built)")" \
    "$py" "$tmp/wheel.py" "$wheel" "$page"

# That wheel with its extra, offline, into a venv of Debian's python3 with its packages:
# the command serves the page (or says it has none).
deb=$tmp/deb
if ! /usr/bin/python3 -c 'import aiohttp, psycopg, psycopg_pool' 2>/dev/null; then
    skip "pip install 'libcrib[server]' into a venv of Debian's python3; libcrib-server serves the page" \
        "Debian's python3 lacks aiohttp or psycopg (apt-get install python3-aiohttp python3-psycopg python3-psycopg-pool)"
elif ! /usr/bin/python3 -m venv --system-site-packages "$deb" >/dev/null 2>&1; then
    skip "pip install 'libcrib[server]' into a venv of Debian's python3; libcrib-server serves the page" \
        "/usr/bin/python3 -m venv does not work (apt-get install python3-venv)"
else
    succeeds "pip install 'WHEEL[server]' offline into a venv of Debian's python3 (its aiohttp and psycopg are the extra's)" \
        "$deb/bin/python" -m pip install --no-build-isolation "$wheel[server]"
    cat >"$tmp/serve.py" <<'PY'
import subprocess, sys, urllib.request
command, folder, page = sys.argv[1:4]
server = subprocess.Popen([command, "--db", folder + "/games.sqlite", "--port", "0",
                           "--quiet"], cwd=folder, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
try:
    line = server.stdout.readline()
    assert "Running on http://" in line, (line, server.stderr.read())
    base = line.split("Running on ")[1].split()[0]
    def get(path):
        try:
            with urllib.request.urlopen(base + path, timeout=10) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()
    if page == "page":
        status, body = get("/")
        assert status == 200 and b"<html" in body.lower(), (status, body[:200])
        for path in ("/examples/web/main.mjs", "/bindings/js/libcrib.mjs",
                     "/bindings/js/layout.mjs"):
            assert get(path)[0] == 200, path
        status, body = get("/build/wasm/libcrib.wasm")
        assert status == 200 and body[:4] == b"\0asm", (status, body[:8])
    else:
        assert get("/")[0] == 404
    assert get("/api/tables/nosuch")[0] == 404
finally:
    server.terminate()
    _, err = server.communicate(timeout=30)
if page != "page":
    assert "the web page is not found" in err, err
PY
    succeeds "the installed libcrib-server, started in another folder, $([ $page = page ] && echo "serves the page from the wheel (/, its modules, the wasm) and the API" || echo "says at its start that it has no page, and serves the API")" \
        "$deb/bin/python" "$tmp/serve.py" "$deb/bin/libcrib-server" "$tmp/elsewhere" "$page"
fi

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
