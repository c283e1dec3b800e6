# SPDX-License-Identifier: MIT
"""libcrib's cribbage server: people and bots play each other over the network, the server
the referee (docs/server.md).

    python3 -m libcrib.server --db games.sqlite      # then open http://127.0.0.1:8080/

It needs aiohttp (and psycopg 3 with its pool for PostgreSQL): `pip install '.[server]'`,
or Debian's python3-aiohttp, python3-psycopg and python3-psycopg-pool. The library itself
needs neither.
"""

from __future__ import annotations

import argparse
import gc
import logging
import socket
import sys
from pathlib import Path
from typing import List, Optional

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="libcrib-server",
        description="A cribbage server: tables of people and bots over HTTP and WebSockets, "
                    "every game kept as its record, every deal committed to before it is dealt.")
    p.add_argument("--db", default="games.sqlite",
                   help="a SQLite file (made if missing; default games.sqlite) or a "
                        "postgresql:// URL")
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (127.0.0.1)")
    p.add_argument("--port", type=int, default=8080, help="the port (8080; 0: any free one)")
    p.add_argument("--seat-timeout", type=float, default=0, metavar="S",
                   help="a seat gone S seconds is played by the table's bot (0, the default: "
                        "the table waits)")
    p.add_argument("--lease", type=float, default=10, metavar="S",
                   help="seconds a dead process's tables wait before another takes them (10)")
    p.add_argument("--tables-per-hour", type=int, default=60, metavar="N",
                   help="tables one address may create in an hour (60)")
    p.add_argument("--rate", type=float, default=20,
                   help="messages a second a connection may send (20; 40 at once)")
    p.add_argument("--web", type=Path, default=None, metavar="DIR",
                   help="serve the page from this tree (default: the package's or the "
                        "source tree's)")
    p.add_argument("--sync-full", action="store_true",
                   help="SQLite: fsync every commit (survives the machine losing power)")
    p.add_argument("--test", action="store_true",
                   help="for tests only: POST /api/tables takes a fixed \"seed\"")
    p.add_argument("--quiet", action="store_true", help="log warnings only")
    return p


def main(argv: Optional[List[str]] = None) -> None:
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO,
                        format="%(asctime)s %(name)s: %(message)s")
    try:
        from aiohttp import web
    except ImportError:
        sys.exit("libcrib-server: aiohttp is not installed: pip install 'libcrib[server]', or "
                 "on Debian apt-get install python3-aiohttp")
    from .app import Options, Server, find_web_root
    from .store import open_store
    if args.db.startswith(("postgresql://", "postgres://")):
        try:
            import psycopg_pool  # noqa: F401
        except ImportError:
            sys.exit("libcrib-server: PostgreSQL needs psycopg 3 and psycopg_pool: pip install "
                     "'libcrib[server]', or on Debian apt-get install python3-psycopg "
                     "python3-psycopg-pool")
    web_root = args.web if args.web is not None else find_web_root()
    if web_root is None:
        logging.warning("the web page is not found: only the API is served (a source tree "
                        "has it after make wasm; an installed wheel when it was built after "
                        "make wasm; --web DIR names a tree that has it)")
    opts = Options(seat_timeout=args.seat_timeout, lease=args.lease,
                   tables_per_hour=args.tables_per_hour, rate=args.rate, burst=2 * args.rate,
                   test=args.test, web=web_root)
    server = Server(open_store(args.db, sync_full=args.sync_full), opts)

    try:
        sock = _listen(args.host, args.port)
    except OSError as e:
        sys.exit(f"libcrib-server: cannot listen on {args.host} port {args.port}: "
                 f"{e.strerror or e}")
    # Python's cycle collector, run every 700 allocations, scanned all the server's objects
    # often: a tenth of its time, and its slowest answers. The objects of the start (the
    # modules, the library's tables) are frozen out of its scans, and it runs less often.
    gc.freeze()
    gc.set_threshold(50000, 20, 10)
    web.run_app(server.app(), sock=sock, print=_printer(args), access_log=None,
                handle_signals=True)


def _listen(host: str, port: int) -> "socket.socket":
    """The listening socket, bound here so that aiohttp's first line names the port that
    --port 0 found (aiohttp names the port asked for, 0, when it binds itself)."""
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(address)
    return sock


def _printer(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    def say(text: str) -> None:
        # aiohttp's line names the address; with --port 0 it is the port found.
        print(text.splitlines()[0] if text else text, flush=True)
    return say
