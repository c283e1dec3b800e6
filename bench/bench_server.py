#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The server's figure (make bench): N tables of two human seats played at once over
WebSockets on 127.0.0.1, each seat a client answering as soon as it is asked (the first
legal card, the first cards of its hand to the crib), all the clients in this one asyncio
process, the server in another (python3 -m libcrib.server, this interpreter, SQLite in a
temporary folder). Then, where initdb and pg_ctl are found (on the PATH, or Debian's
/usr/lib/postgresql/*/bin), the same on PostgreSQL: a private cluster in a temporary
folder, on 127.0.0.1, run as the postgres user (runuser) when this runs as root, which
initdb refuses; and on PostgreSQL with two server processes, the tables split between them.

It prints, for each: the tables, the games finished, the decisions a second (as crib check
counts them in the records: discards, cards, gos and shows, the server's own among them)
and the answers a second (what the clients sent), and the time from an answer to the next
request, p50 and p99, in two ways: at the table (from a seat's answer to the next request
to any seat of the table: the server's turnaround) and on the connection (from a seat's
answer to its own next request, which waits for the other seat's turn too), and the CPU
time the server and the clients used.

Clients that answer at once keep the server busy all the time: the figures are its most
decisions a second, and the time an answer waits is the tables' answers ahead of it in the
server's queue (tables / answers a second, by Little's law). So SQLite is also played with
seats that think about --think ms (300; from half to one and a half times that) before
each answer, a load under the server's most, where
the time is what a player waits at that load.

    python3 bench/bench_server.py [--tables 200] [--target 121] [--think 300]
                                  [--only sqlite] [--profile DIR]

--profile DIR runs each server under cProfile (python3 -m cProfile), its figures in DIR.
It needs aiohttp (Debian: python3-aiohttp; for PostgreSQL python3-psycopg and
python3-psycopg-pool) and the library built (make).
"""

import argparse
import asyncio
import glob
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent


def percentile(values: List[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


class Server:
    """A server process on a free port."""

    def __init__(self, db: str, folder: Path, name: str, profile: Optional[Path]) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT / "bindings/python"),
                   PYTHONDONTWRITEBYTECODE="1")
        env.pop("LIBCRIB_PATH", None)
        run = [sys.executable]
        if profile is not None:
            run += ["-m", "cProfile", "-o", str(profile / f"{name}.prof")]
        run += ["-m", "libcrib.server", "--db", db, "--port", "0", "--test", "--quiet",
                "--tables-per-hour", "1000000"]
        self.log = folder / f"{name}.log"
        self.proc = subprocess.Popen(run, env=env, stdout=subprocess.PIPE,
                                     stderr=open(self.log, "w"), text=True)
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if "Running on http://" not in line:
            self.stop()
            raise SystemExit(f"bench_server: the server did not start: {self.log.read_text()}")
        self.url = line.split("Running on ")[1].split()[0]

    def cpu(self) -> float:
        """The CPU seconds the process has used (user and system)."""
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            return float("nan")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class Table:
    def __init__(self, url: str, table_id: str, tokens: List[str]) -> None:
        self.url = url
        self.id = table_id
        self.tokens = tokens
        self.answered_at: Optional[float] = None
        self.ended = 0
        self.seats: List["asyncio.Future[None]"] = []


class Figures:
    def __init__(self) -> None:
        self.at_table: List[float] = []
        self.on_connection: List[float] = []
        self.answers = 0
        self.errors: List[str] = []
        self.last = 0.0


async def create_tables(session: Any, urls: List[str], n: int, target: int) -> List[Table]:
    async def one(i: int) -> Table:
        url = urls[i % len(urls)]
        body = {"seats": ["human", "human"], "target": target, "seed": 1000 + i}
        async with session.post(f"{url}/api/tables", json=body) as r:
            if r.status != 201:
                raise SystemExit(f"bench_server: POST /api/tables: {r.status} {await r.text()}")
            got = await r.json()
        return Table(url, got["id"], [s["token"] for s in got["seats"]])
    tables = []
    for start in range(0, n, 50):
        tables += await asyncio.gather(*(one(i) for i in range(start, min(n, start + 50))))
    return tables


async def seat(session: Any, table: Table, token: str, go: asyncio.Event, ready: List[int],
               figures: Figures, think: float) -> None:
    import aiohttp
    ws = await session.ws_connect(f"{table.url}/ws?token={token}", max_msg_size=0)
    ready[0] += 1
    answered_at: Optional[float] = None
    async for msg in ws:
        if msg.type != aiohttp.WSMsgType.TEXT:
            break
        m = json.loads(msg.data)
        kind = m["type"]
        if kind in ("discard", "play"):
            now = time.perf_counter()
            if answered_at is not None:
                figures.on_connection.append(now - answered_at)
            if table.answered_at is not None:
                figures.at_table.append(now - table.answered_at)
                table.answered_at = None
            if not go.is_set():
                await go.wait()
            if think:
                # From half to one and a half times think: seats that all thought alike
                # would answer in waves, every table at once.
                await asyncio.sleep(think * random.uniform(0.5, 1.5))
            if kind == "discard":
                answer = {"discard": m["hand"][:m["lay_away"]]}
            else:
                answer = {"card": m["legal"][0] if m["legal"] else None}
            answered_at = table.answered_at = time.perf_counter()
            await ws.send_str(json.dumps(answer))
            figures.answers += 1
        elif kind == "error":
            figures.errors.append(m.get("error", "?"))
            for other in table.seats:   # the table can go no further: the other seat too
                if other is not asyncio.current_task():
                    other.cancel()
            break
        elif kind == "bye":
            table.ended += 1
            figures.last = time.perf_counter()
            break
    await ws.close()


async def play(servers: List[Server], n: int, target: int, think: float) -> Dict[str, Any]:
    import aiohttp
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        tables = await create_tables(session, [s.url for s in servers], n, target)
        go = asyncio.Event()
        ready = [0]
        figures = Figures()
        seats = []
        for t in tables:
            t.seats = [asyncio.ensure_future(seat(session, t, tok, go, ready, figures, think))
                       for tok in t.tokens]
            seats += t.seats
        while ready[0] < len(seats):
            await asyncio.sleep(0.01)
            failed = [s for s in seats if s.done() and s.exception()]
            if failed:
                raise failed[0].exception()  # type: ignore[misc]
        await asyncio.sleep(0.2)    # the first requests are in
        start = time.perf_counter()
        cpu = [s.cpu() for s in servers], time.process_time()
        go.set()
        # A table that stalls (a server that never answers) stops the run, not the bench.
        everything = asyncio.gather(*seats, return_exceptions=True)
        answers = -1
        while not everything.done():
            await asyncio.wait([everything], timeout=15)
            if figures.answers == answers and not everything.done():
                figures.errors.append("no answer for 15 s: the run was stopped there")
                for s in seats:
                    s.cancel()
            answers = figures.answers
        await asyncio.gather(everything, return_exceptions=True)
        wall = figures.last - start
        server_cpu = sum(s.cpu() for s in servers) - sum(cpu[0])
        client_cpu = time.process_time() - cpu[1]
        decisions = over = 0
        for t in tables:
            async with session.get(f"{t.url}/api/tables/{t.id}") as r:
                state = await r.json()
            decisions += state["decisions"]
            over += bool(state["over"])
    return {"tables": n, "over": over, "decisions": decisions, "answers": figures.answers,
            "wall": wall, "at_table": figures.at_table, "on_connection": figures.on_connection,
            "errors": figures.errors, "server_cpu": server_cpu, "client_cpu": client_cpu}


def report(name: str, r: Dict[str, Any]) -> None:
    def ms(values: List[float], p: float) -> float:
        return percentile(values, p) * 1000
    print(f"{name:<26} {r['tables']} tables, {r['over']} games finished, {r['decisions']} "
          f"decisions in {r['wall']:.1f} s: {r['decisions'] / r['wall']:.0f} decisions/s "
          f"({r['answers'] / r['wall']:.0f} answers/s); answer to next request: at the table "
          f"p50 {ms(r['at_table'], 50):.1f} ms, p99 {ms(r['at_table'], 99):.1f} ms; on the "
          f"connection p50 {ms(r['on_connection'], 50):.1f} ms, p99 "
          f"{ms(r['on_connection'], 99):.1f} ms; CPU: server {r['server_cpu']:.1f} s, clients "
          f"{r['client_cpu']:.1f} s", flush=True)
    if r["errors"]:
        print(f"#   {len(r['errors'])} errors, the first: {r['errors'][0]}", flush=True)


def run_config(name: str, dbs: List[str], folder: Path, args: argparse.Namespace,
               think: float = 0.0) -> None:
    servers = []
    try:
        for i, db in enumerate(dbs):
            servers.append(Server(db, folder, f"{re.sub('[^a-z0-9]+', '-', name)}-{i}",
                                  args.profile))
        result = asyncio.run(play(servers, args.tables, args.target, think))
    finally:
        for s in servers:
            s.stop()
    report(name, result)


# ---- PostgreSQL: a private cluster -------------------------------------------------------

def pg_tool(name: str) -> Optional[str]:
    found = shutil.which(name)
    if found:
        return found
    for path in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return path
    return None


class Cluster:
    """initdb and pg_ctl in a temporary folder, listening on 127.0.0.1 alone."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.data = folder / "data"
        self.as_user: List[str] = []
        if os.geteuid() == 0:
            self.as_user = ["runuser", "-u", "postgres", "--"]
            shutil.chown(folder, "postgres")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self._run([pg_tool("initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres",
                   "--no-sync", "-E", "UTF8"])
        self._run([pg_tool("pg_ctl"), "-D", str(self.data), "-l", str(folder / "pg.log"),
                   "-w", "-o", f"-c listen_addresses=127.0.0.1 -p {self.port} "
                   f"-c unix_socket_directories={folder} -c max_connections=100", "start"])
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, argv: List[Any]) -> None:
        done = subprocess.run(self.as_user + [str(a) for a in argv], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, cwd=self.folder)
        if done.returncode != 0:
            raise RuntimeError(f"{Path(str(argv[0])).name}: {done.stdout.strip()[-500:]}")

    def stop(self) -> None:
        try:
            self._run([pg_tool("pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"])
        except RuntimeError:
            pass


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=200, help="tables played at once (200)")
    p.add_argument("--target", type=int, default=121, help="the games' target (121)")
    p.add_argument("--think", type=float, default=300, metavar="MS",
                   help="the seats' thinking in the second SQLite run (300 ms; 0: no such run)")
    p.add_argument("--only", choices=("sqlite", "postgresql"), help="one store only")
    p.add_argument("--profile", type=Path, metavar="DIR",
                   help="run each server under cProfile, its figures into DIR")
    args = p.parse_args()
    try:
        import aiohttp  # noqa: F401
    except ImportError:
        sys.exit("bench_server: aiohttp is not installed (Debian: apt-get install python3-aiohttp)")
    if args.profile is not None:
        args.profile.mkdir(parents=True, exist_ok=True)
        args.profile = args.profile.resolve()
    print(f"# the server: {args.tables} tables of two human seats played at once over "
          f"WebSockets on 127.0.0.1 to {args.target}, each seat answering as soon as asked "
          f"(the clients in one process, the server in another; {os.cpu_count()} cores)",
          flush=True)
    with tempfile.TemporaryDirectory(prefix="bench_server.") as tmp:
        folder = Path(tmp)
        if args.only in (None, "sqlite"):
            run_config("sqlite", [str(folder / "games.sqlite")], folder, args)
            if args.think > 0:
                run_config(f"sqlite, thinking {args.think:g} ms",
                           [str(folder / "games.sqlite")], folder, args, args.think / 1000)
        if args.only == "sqlite":
            return
        missing = [t for t in ("initdb", "pg_ctl") if pg_tool(t) is None]
        try:
            import psycopg_pool  # noqa: F401
        except ImportError:
            missing.append("psycopg_pool")
        if missing:
            print(f"# postgresql: not run: {', '.join(missing)} not found (Debian: apt-get "
                  "install postgresql python3-psycopg python3-psycopg-pool)")
            return
        # A folder of its own, which the postgres user can reach (this one is private).
        pg_folder = Path(tempfile.mkdtemp(prefix="bench_server_pg."))
        try:
            try:
                cluster = Cluster(pg_folder)
            except (RuntimeError, OSError, LookupError) as e:
                print(f"# postgresql: not run: the cluster did not start: {e}")
                return
            try:
                run_config("postgresql", [cluster.url], folder, args)
                run_config("postgresql, 2 processes", [cluster.url, cluster.url], folder,
                           args)
            finally:
                cluster.stop()
        finally:
            shutil.rmtree(pg_folder, ignore_errors=True)


if __name__ == "__main__":
    main()
