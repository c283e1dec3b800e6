#!/bin/sh
# SPDX-License-Identifier: MIT
# The server's crash test: bindings/python/test_server_crash.py plays seeded games of people
# (scripted clients over WebSockets) and bots through real server processes (python3 -m
# libcrib.server --test), kills the server (SIGKILL) at random points of the games and
# starts it again, and checks that every game ends with the record the same seeds give
# without a crash, that crib check passes it, and that no client saw a decision taken and
# then asked for again. With PostgreSQL's initdb and pg_ctl (Debian: postgresql), it starts
# a private cluster on 127.0.0.1 in a temporary folder, runs two server processes on it,
# kills the first mid-game and has the second finish every table. The server needs aiohttp
# (and psycopg 3 for PostgreSQL), Debian's packages for Debian's /usr/bin/python3, which
# may not be the first python3 on the PATH: the test makes a venv of it with
# --system-site-packages, and skips, saying so, where they are missing.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
python=/usr/bin/python3
[ -x "$python" ] || python=$(command -v python3)
[ -n "$python" ] || skip_all "python3 not found: the server is not tested"
"$python" -c 'import aiohttp' 2>/dev/null ||
    skip_all "$python has no aiohttp: the server is not tested (Debian: apt-get install python3-aiohttp)"
[ -x "$root/bin/crib" ] || skip_all "bin/crib is not built (make)"
"$python" -m venv --without-pip --system-site-packages "$tmp/venv" >"$tmp/out" 2>&1 ||
    skip_all "$python -m venv fails: $(tail -n 1 "$tmp/out")"

# PostgreSQL: initdb and pg_ctl on the PATH or in Debian's folder; as root they run as the
# postgres user (initdb refuses root), in a folder that user may write.
pgbin=""
if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    pgbin=$(dirname "$(command -v initdb)")
else
    for d in /usr/lib/postgresql/*/bin; do
        [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && pgbin=$d
    done
fi
pgskip=""
pgdir=""
if [ -z "$pgbin" ]; then
    pgskip="initdb and pg_ctl not found (Debian: apt-get install postgresql)"
elif ! "$python" -c 'import psycopg, psycopg_pool' 2>/dev/null; then
    pgskip="$python has no psycopg 3 or psycopg_pool (Debian: apt-get install python3-psycopg python3-psycopg-pool)"
elif [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    pgskip="run as root with no postgres user to run initdb as"
else
    pgdir=$(mktemp -d "${TMPDIR:-/tmp}/libcrib-pg.XXXXXX")
    [ "$(id -u)" -eq 0 ] && chown postgres "$pgdir"
fi
# The cluster is stopped by the test; here too, should the test itself be killed.
trap 'if [ -n "$pgdir" ]; then
        [ -f "$pgdir/data/postmaster.pid" ] && if [ "$(id -u)" -eq 0 ]; then
            runuser -u postgres -- "$pgbin/pg_ctl" -D "$pgdir/data" -m immediate stop
        else "$pgbin/pg_ctl" -D "$pgdir/data" -m immediate stop; fi >/dev/null 2>&1
        rm -rf "$pgdir"
    fi
    rm -rf "$tmp"' EXIT

PYTHONDONTWRITEBYTECODE=1 "$tmp/venv/bin/python" "$root/bindings/python/test_server_crash.py" \
    --work "$tmp" --crib "$root/bin/crib" --pg-bin "${pgbin:-none}" --pg-dir "${pgdir:-none}" \
    --pg-skip "$pgskip"
rc=$?
exit $rc
