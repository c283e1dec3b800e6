#!/bin/sh
# SPDX-License-Identifier: MIT
# The server's tests (libcrib.server): bindings/python/test_server.py, which starts real
# server processes on 127.0.0.1 and prints its TAP and closing line. The server needs
# aiohttp, which Debian packages for its own python3 (python3-aiohttp): the tests run in a
# venv made from /usr/bin/python3 (or the first python3 where there is none) with the
# system's packages, and skip, passing, where it lacks aiohttp. They need bin/crib and
# lib/libcrib.so.1 as built (make).
. "$(dirname "$0")/tap.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
python=/usr/bin/python3
[ -x "$python" ] || python=$(command -v python3) ||
    skip_all "python3 not found, the server is not tested"
"$python" -c "import aiohttp" 2>/dev/null ||
    skip_all "$python has no aiohttp (Debian: apt-get install python3-aiohttp), the server is not tested"
[ -x "$root/bin/crib" ] || skip_all "bin/crib is not built (make), the server is not tested"
"$python" -m venv --system-site-packages --without-pip "$tmp/venv" ||
    skip_all "$python cannot make a venv (Debian: apt-get install python3-venv), the server is not tested"
PYTHONDONTWRITEBYTECODE=1 "$tmp/venv/bin/python" "$root/bindings/python/test_server.py"
