#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The server's crash test (test/server_crash.sh runs it, from a venv of Debian's python3
with aiohttp): games played through real server processes that are killed (SIGKILL) at
random points and started again, and the same seeds played without a crash; every crashed
game's record must be the uncrashed one's, decision for decision. Prints TAP and, last, one
line "N passed, N failed"; exits non-zero on a failure.

The human seats are played by scripted clients over WebSockets whose answers depend on the
request alone, so that a game is the same however its answers were timed; they reconnect
with their tokens whenever the connection drops. Each client checks that no decision it saw
acknowledged comes back: after a card of its own was played (the card event) or its discard
taken (its seat no longer thinking, the starter, or the view's discard), a request for that
decision must never come again. Every event a client saw must be in the final record.

SQLite: one server process, killed several times (while a bots' table plays, with several
discards laid away out of player order and pending, in the play, and at random moments), and
started again on the same port and database. PostgreSQL (with --pg-bin): a private cluster,
two server processes on one database; the first is killed mid-game, and the clients and the
second process's keeper finish every table on the second.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

import aiohttp

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

# The tables: a name, the POST /api/tables body, and each human seat's pace in seconds
# (before a discard, before a card). The pace is timing alone: the answers do not depend on
# it. Seat 0 lays away slowly where the others are quick, so that the discards of the
# seats after it wait in `pending`, out of player order.
TABLES: List[Tuple[str, Dict[str, Any], Dict[int, Tuple[float, float]]]] = [
    ("two humans", {"variant": "six-card", "seats": ["human", "human"], "seed": 101},
     {0: (0.25, 0.04), 1: (0.0, 0.04)}),
    ("human v expert", {"variant": "six-card", "seats": ["human", "expert"], "seed": 202},
     {0: (0.05, 0.06)}),
    ("three-handed", {"variant": "three", "seats": ["strong", "human", "human"], "seed": 303},
     {1: (0.0, 0.06), 2: (0.0, 0.06)}),
    ("four-handed", {"variant": "four", "seats": ["human", "easy", "human", "strong"],
                     "seed": 404},
     {0: (0.3, 0.05), 2: (0.0, 0.05)}),
    ("five-card to 61", {"variant": "five-card", "target": 61, "seats": ["expert", "human"],
                         "seed": 505, "options": ["no-heels-near"]},
     {1: (0.1, 0.1)}),
    ("bots alone", {"variant": "six-card", "seats": ["strong", "expert"], "seed": 606}, {}),
]
BOTS_ALONE = "bots alone"
RETRY_MESSAGE = "played by another server process"


class Tap:
    def __init__(self) -> None:
        self.n = 0
        self.failed = 0

    def ok(self, cond: bool, name: str, why: str = "") -> bool:
        self.n += 1
        print(f"{'ok' if cond else 'not ok'} {self.n} - {name}", flush=True)
        if not cond:
            self.failed += 1
            for line in why.splitlines()[:40]:
                print(f"#   {line}", flush=True)
        return cond

    def skip(self, name: str, why: str) -> None:
        self.n += 1
        print(f"ok {self.n} - {name} # SKIP {why}", flush=True)

    def note(self, text: str) -> None:
        print(f"# {text}", flush=True)

    def end(self) -> int:
        print(f"1..{self.n}")
        print(f"{self.n - self.failed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pick(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


# -- the server processes ----------------------------------------------------------------

class ServerProcess:
    """One `python -m libcrib.server` process, started again on the same port and database
    after a kill. The scripted seats answer at once, faster than the rate a person's
    connection is held to (--rate, 20 a second): the limit is raised."""

    def __init__(self, db: str, log: Path) -> None:
        self.db = db
        self.log = log
        self.port = 0
        self.proc: Optional[asyncio.subprocess.Process] = None
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(HERE), PYTHONDONTWRITEBYTECODE="1")
        err = open(self.log, "a")
        err.write(f"---- start {self.starts + 1} on port {self.port}\n")
        err.flush()
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "libcrib.server", "--db", self.db, "--port", str(self.port),
            "--test", "--quiet", "--lease", "1", "--rate", "500",
            stdout=asyncio.subprocess.PIPE, stderr=err, env=env)
        err.close()
        assert self.proc.stdout is not None
        # Binding the port may fail for a moment after a kill; the line names the port.
        line = await asyncio.wait_for(self.proc.stdout.readline(), 30)
        text = line.decode()
        if "Running on" not in text:
            raise RuntimeError(f"the server did not start: {text!r}; see {self.log}")
        self.port = int(text.split("Running on ")[1].split()[0].rsplit(":", 1)[1])
        self.starts += 1

    def kill(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)

    async def wait(self) -> None:
        if self.proc is not None:
            await self.proc.wait()

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.terminate()
            try:
                await asyncio.wait_for(self.proc.wait(), 10)
            except asyncio.TimeoutError:
                self.proc.kill()
                await self.proc.wait()


# -- the scripted seats ------------------------------------------------------------------

@dataclass
class Client:
    """A human seat played by a script: its answers depend on the request alone."""
    table: str
    seat: int
    token: str
    urls: List[str]
    pace: Tuple[float, float]
    at: int = 0
    done: bool = False
    connections: int = 0
    retries: List[str] = field(default_factory=list)
    requests: int = 0
    confirmed_discards: set = field(default_factory=set)
    confirmed_plays: Dict[int, List[str]] = field(default_factory=dict)
    sent_discard: Optional[int] = None
    max_deal: int = 0
    events: List[Dict[str, Any]] = field(default_factory=list)
    discard_hands: Dict[int, List[str]] = field(default_factory=dict)
    faults: List[str] = field(default_factory=list)

    def fault(self, text: str) -> None:
        self.faults.append(f"{self.table} seat {self.seat}: {text}")

    async def run(self, session: aiohttp.ClientSession) -> None:
        while not self.done:
            url = self.urls[self.at % len(self.urls)]
            try:
                ws = await session.ws_connect(f"{url}/ws?token={self.token}&extra=1",
                                              timeout=5, max_msg_size=1 << 20)
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                # Down: the next address (a second server process, where there is one).
                self.at += 1
                await asyncio.sleep(0.05)
                continue
            self.connections += 1
            wait = 0.02
            try:
                async for msg in ws:
                    if msg.type != aiohttp.WSMsgType.TEXT:
                        break
                    got = await self.on(ws, json.loads(msg.data))
                    if got is not None:
                        wait = got
            except (aiohttp.ClientError, ConnectionError, asyncio.TimeoutError):
                pass
            finally:
                await ws.close()
            if not self.done:
                await asyncio.sleep(wait)

    async def on(self, ws: aiohttp.ClientWebSocketResponse, m: Dict[str, Any]) -> Optional[float]:
        kind = m.get("type")
        if kind == "bye":
            self.done = True
            return None
        if kind == "error":
            if "retry_ms" in m:
                # Come back later, to the next address (as a load balancer would send it).
                self.retries.append(m.get("error", ""))
                self.at += 1
                return float(m["retry_ms"]) / 1000
            self.fault(f"an error: {m.get('error')!r}")
            return None
        if kind == "hello":
            return None
        deal = m.get("deal", 0)
        if kind != "game" and "deal" in m:
            if deal < self.max_deal:
                self.fault(f"a {kind} of deal {deal} after deal {self.max_deal}")
            self.max_deal = max(self.max_deal, deal)
        if kind == "presence":
            me = m["seats"][self.seat]
            if self.sent_discard is not None and self.sent_discard == self.max_deal \
                    and not me["thinking"]:
                self.confirmed_discards.add(self.sent_discard)
            return None
        if kind == "view":
            self.check_view(m)
            return None
        if kind in ("card", "go", "starter", "show", "end", "deal"):
            self.events.append(m)
            if kind == "starter":
                self.confirmed_discards.add(deal)
            if kind == "card" and m["seat"] == self.seat:
                mine = self.confirmed_plays.setdefault(deal, [])
                if m["card"] not in mine:
                    mine.append(m["card"])
            return None
        if kind == "discard":
            self.requests += 1
            if deal in self.confirmed_discards:
                self.fault(f"asked again for deal {deal}'s discard, taken already")
            self.discard_hands[deal] = list(m["hand"])
            cards = sorted(m["hand"], key=lambda c: pick(f"{m['you']}:{deal}:{c}"))
            await asyncio.sleep(self.pace[0])
            self.sent_discard = deal
            await ws.send_str(json.dumps({"discard": cards[:m["lay_away"]]}))
            return None
        if kind == "play":
            self.requests += 1
            mine = self.confirmed_plays.get(deal, [])
            played = m["played"][self.seat]
            lost = [c for c in mine if c not in played or c in m["hand"]]
            if lost:
                self.fault(f"asked to play in deal {deal} with {lost} played already")
            card = min(m["legal"], key=lambda c: pick(f"{m['you']}:{deal}:{m['count']}:{c}"))
            await asyncio.sleep(self.pace[1])
            await ws.send_str(json.dumps({"card": card}))
            return None
        return None

    def check_view(self, v: Dict[str, Any]) -> None:
        deal = v["deal"]
        if deal in self.confirmed_discards and not v["discarded"]:
            self.fault(f"the view of deal {deal} has no discard, taken already")
        mine = self.confirmed_plays.get(deal, [])
        lost = [c for c in mine if c not in v["played"][self.seat]]
        if lost:
            self.fault(f"the view of deal {deal} lost the cards played {lost}")

    def against(self, record: Dict[str, Any]) -> List[str]:
        """What this client saw that the final record does not hold."""
        out = []
        deals = {d["deal"]: d for d in record["deals"]}
        seen: Dict[Tuple[int, str], List[Any]] = {}
        for e in self.events:
            d = deals.get(e["deal"])
            if e["type"] == "deal":
                if d is None:
                    out.append(f"deal {e['deal']} is not in the record")
            elif e["type"] == "starter":
                if d is None or d.get("starter") != e["card"]:
                    out.append(f"deal {e['deal']}: starter {e['card']}, the record's "
                               f"{d and d.get('starter')}")
            elif e["type"] in ("card", "go"):
                seen.setdefault((e["deal"], "play"), []).append(
                    (e["seat"], e["card"], e["count"], e["points"]))
            elif e["type"] == "show":
                seen.setdefault((e["deal"], "show"), []).append(
                    (e["seat"], e["crib"], sorted(e["cards"]), e["points"]))
            elif e["type"] == "end":
                if record.get("result", {}).get("winner") != e["winner"]:
                    out.append(f"the end's winner {e['winner']} is not the record's")
        for (n, what), got in seen.items():
            d = deals.get(n, {})
            if what == "play":
                have = [(p["player"], p["card"], p["count"], p["points"])
                        for p in d.get("play", [])]
            else:
                have = [(s["player"], s["crib"], sorted(s["cards"]), s["points"])
                        for s in d.get("show", []) if "player" in s]
            if not subsequence(got, have):
                out.append(f"deal {n}: the {what} seen {got} is not in the record's {have}")
        for n, hand in self.discard_hands.items():
            d = deals.get(n)
            if d is None or sorted(d["hands"][self.seat]["dealt"]) != sorted(hand):
                out.append(f"deal {n}: the hand asked to lay away from, {hand}, is not the "
                           "one dealt in the record")
        return out


def subsequence(got: List[Any], have: List[Any]) -> bool:
    it = iter(have)
    return all(any(g == h for h in it) for g in got)


# -- a run: the tables created, played to their end, their records --------------------------

@dataclass
class Run:
    name: str
    ids: Dict[str, str] = field(default_factory=dict)
    commitments: Dict[str, str] = field(default_factory=dict)
    clients: List[Client] = field(default_factory=list)
    records: Dict[str, Dict[str, Any]] = field(default_factory=dict)
    kills: List[str] = field(default_factory=list)
    elapsed: float = 0.0


async def create_tables(session: aiohttp.ClientSession, url: str, urls: List[str],
                        run: Run, pace: float) -> None:
    for name, body, paces in TABLES:
        async with session.post(f"{url}/api/tables", json=body) as r:
            got = await r.json()
            if r.status != 201:
                raise RuntimeError(f"POST /api/tables {body}: {r.status} {got}")
        run.ids[name] = got["id"]
        run.commitments[name] = got["commitment"]
        for s in got["seats"]:
            if "token" in s:
                p = paces.get(s["seat"], (0.0, 0.0))
                run.clients.append(Client(name, s["seat"], s["token"], urls,
                                          (p[0] * pace, p[1] * pace)))


async def finish(session: aiohttp.ClientSession, urls: Callable[[], List[str]], run: Run,
                 tasks: List[asyncio.Task], deadline: float) -> str:
    """Waits for every client and every table to end; the records into run.records. An
    empty string, or why not."""
    left = deadline - time.monotonic()
    if tasks:
        done, pending = await asyncio.wait(tasks, timeout=max(left, 0.1))
        if pending:
            for t in pending:
                t.cancel()
            stuck = [f"{c.table} seat {c.seat}" for c in run.clients if not c.done]
            return f"clients not finished in time: {', '.join(stuck)}"
        for t in done:
            if t.exception() is not None:
                return f"a client failed: {t.exception()!r}"
    for name, table_id in run.ids.items():
        while True:
            for url in urls():
                try:
                    async with session.get(f"{url}/api/tables/{table_id}/record") as r:
                        if r.status == 200:
                            run.records[name] = json.loads(await r.text())
                            break
                except (aiohttp.ClientError, OSError):
                    pass
            if name in run.records:
                break
            if time.monotonic() > deadline:
                return f"the table {name} did not end in time"
            await asyncio.sleep(0.05)
    return ""


# -- reading the database while it is played: where to kill -------------------------------

def sqlite_tables(db: str) -> Dict[str, Dict[str, Any]]:
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
    except sqlite3.Error:
        return {}
    try:
        out = {}
        for tid, pending, decisions, over in conn.execute(
                "SELECT id, pending, decisions, over FROM tables"):
            row = conn.execute("SELECT body FROM deals WHERE table_id = ? ORDER BY n DESC "
                               "LIMIT 1", (tid,)).fetchone()
            out[tid] = {"pending": json.loads(pending), "decisions": decisions,
                        "over": bool(over), "deal": json.loads(row[0]) if row else {}}
        return out
    except sqlite3.Error:
        return {}
    finally:
        conn.close()


def pg_tables(url: str) -> Dict[str, Dict[str, Any]]:
    import psycopg
    out = {}
    with psycopg.connect(url, autocommit=True) as conn:
        for tid, pending, decisions, over in conn.execute(
                "SELECT id, pending, decisions, over FROM tables").fetchall():
            out[tid] = {"pending": json.loads(pending), "decisions": decisions,
                        "over": bool(over), "deal": {}}
    return out


def in_play(t: Dict[str, Any]) -> bool:
    d = t["deal"]
    return not t["over"] and bool(d.get("play")) and not d.get("show")


def moment(names: Dict[str, str], tables: Dict[str, Dict[str, Any]]) -> str:
    """The tables as the kill found them, in words."""
    parts = []
    for name, tid in names.items():
        t = tables.get(tid)
        if t is None:
            continue
        if t["over"]:
            parts.append(f"{name}: over")
            continue
        what = f"{name}: {t['decisions']} decisions"
        if t["pending"]:
            what += f", discards pending of seats {sorted(int(k) for k in t['pending'])}"
        elif in_play(t):
            what += f", card {len(t['deal']['play'])} of deal {t['deal']['deal']}'s play"
        parts.append(what)
    return "; ".join(parts)


# -- the runs ------------------------------------------------------------------------------

async def play_uncrashed(work: Path) -> Tuple[Run, str]:
    run = Run("uncrashed")
    server = ServerProcess(str(work / "plain.sqlite"), work / "plain.log")
    await server.start()
    t0 = time.monotonic()
    try:
        async with aiohttp.ClientSession() as session:
            await create_tables(session, server.url, [server.url], run, 0.0)
            tasks = [asyncio.ensure_future(c.run(session)) for c in run.clients]
            why = await finish(session, lambda: [server.url], run, tasks, t0 + 60)
    finally:
        await server.stop()
    run.elapsed = time.monotonic() - t0
    return run, why


# Where the SQLite run's kills fall: while the bots' table plays (its resumption is the
# keeper's, at the restart); with discards of two or more seats pending; with one pending;
# in the play; and at random moments. Each with how long the server stays down: past the
# lease (1 s; the restart's first sweep takes every table back) or not (the clients are
# told to come back until the dead process's lease runs out).
KILLS = [("the bots' table playing", 1.2), ("two discards pending", 0.0),
         ("a discard pending", None), ("in the play", 0.0), ("at random", None),
         ("at random", 1.2)]


def kill_ready(what: str, names: Dict[str, str], tables: Dict[str, Dict[str, Any]]) -> bool:
    if what == "the bots' table playing":
        t = tables.get(names[BOTS_ALONE])
        return t is not None and not t["over"] and t["decisions"] >= 3
    if what == "two discards pending":
        return any(len(t["pending"]) >= 2 and not t["over"] for t in tables.values())
    if what == "a discard pending":
        return any(t["pending"] and not t["over"] for t in tables.values())
    if what == "in the play":
        return any(in_play(t) for tid, t in tables.items() if tid != names[BOTS_ALONE])
    return True


async def play_sqlite_crashes(work: Path, rng: random.Random) -> Tuple[Run, str]:
    run = Run("sqlite")
    db = str(work / "crash.sqlite")
    server = ServerProcess(db, work / "crash.log")
    await server.start()
    t0 = time.monotonic()
    try:
        async with aiohttp.ClientSession() as session:
            await create_tables(session, server.url, [server.url], run, 1.0)
            tasks = [asyncio.ensure_future(c.run(session)) for c in run.clients]
            bots = run.ids[BOTS_ALONE]
            done = 0
            for what, down in KILLS:
                # The games move on between kills: a random number of decisions more, at the
                # people's tables (at the bots' for the kill that falls in their game).
                progress = done + rng.randint(3, 30)
                if what == "at random":
                    await asyncio.sleep(rng.uniform(0.1, 0.9))
                limit = time.monotonic() + 15
                while True:
                    tables = sqlite_tables(db)
                    done = sum(t["decisions"] for tid, t in tables.items()
                               if (tid == bots) == (what == "the bots' table playing"))
                    if done >= progress and kill_ready(what, run.ids, tables) \
                            or time.monotonic() > limit:
                        break
                    await asyncio.sleep(0.005)
                if not kill_ready(what, run.ids, tables):
                    run.kills.append(f"missed: {what} (never came)")
                    continue
                if all(t["over"] for t in tables.values()):
                    run.kills.append(f"missed: {what} (every game over)")
                    continue
                server.kill()
                await server.wait()
                done = sum(t["decisions"] for tid, t in tables.items() if tid != bots)
                run.kills.append(f"{what}: {moment(run.ids, tables)}")
                await asyncio.sleep(rng.uniform(0.0, 1.5) if down is None else down)
                await server.start()
            # The kills done, the people play on at once: the games are the same however
            # fast their answers come.
            for c in run.clients:
                c.pace = (0.0, 0.0)
            why = await finish(session, lambda: [server.url], run, tasks, time.monotonic() + 60)
    finally:
        await server.stop()
    run.elapsed = time.monotonic() - t0
    return run, why


# -- PostgreSQL: a private cluster ----------------------------------------------------------

class Cluster:
    def __init__(self, bindir: Path, folder: Path) -> None:
        self.bindir = bindir
        self.folder = folder
        self.data = folder / "data"
        self.port = free_port()
        self.as_postgres = os.getuid() == 0

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> subprocess.CompletedProcess:
        cmd = [str(self.bindir / args[0]), *args[1:]]
        if self.as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60)

    def start(self) -> str:
        r = self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust",
                      "--no-sync", "--no-instructions", "-E", "UTF8")
        if r.returncode != 0:
            return f"initdb failed: {r.stderr.strip()[-400:]}"
        opts = (f"-c listen_addresses=127.0.0.1 -p {self.port} -c fsync=off "
                f"-c unix_socket_directories={self.folder} -c max_connections=60")
        r = self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "pg.log"),
                      "-o", opts, "-w", "-t", "30", "start")
        if r.returncode != 0:
            log = (self.folder / "pg.log")
            tail = log.read_text()[-400:] if log.exists() else ""
            return f"pg_ctl start failed: {r.stderr.strip()[-300:]} {tail}"
        return ""

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")


async def play_pg_crash(work: Path, url: str, rng: random.Random) -> Tuple[Run, str]:
    run = Run("postgresql")
    first = ServerProcess(url, work / "pg-first.log")
    second = ServerProcess(url, work / "pg-second.log")
    await first.start()
    await second.start()
    t0 = time.monotonic()
    loop = asyncio.get_running_loop()
    try:
        async with aiohttp.ClientSession() as session:
            # The clients know both addresses, as behind a load balancer, and connect to
            # the first while it lives.
            await create_tables(session, first.url, [first.url, second.url], run, 0.6)
            tasks = [asyncio.ensure_future(c.run(session)) for c in run.clients]
            limit = time.monotonic() + 15
            bots = run.ids[BOTS_ALONE]
            progress = rng.randint(3, 40)
            while True:
                tables = await loop.run_in_executor(None, pg_tables, url)
                if kill_ready("the bots' table playing", run.ids, tables) \
                        and tables[bots]["decisions"] >= progress or time.monotonic() > limit:
                    break
                await asyncio.sleep(0.01)
            if kill_ready("the bots' table playing", run.ids, tables):
                first.kill()
                await first.wait()
                run.kills.append(f"the first process: {moment(run.ids, tables)}")
            else:
                run.kills.append("missed: the bots' table never played")
            for c in run.clients:
                c.pace = (0.0, 0.0)
            why = await finish(session, lambda: [second.url], run, tasks, time.monotonic() + 60)
            run.records["_owners"] = {"owners": await loop.run_in_executor(
                None, pg_owners, url)}
    finally:
        await first.stop()
        await second.stop()
    run.elapsed = time.monotonic() - t0
    return run, why


def pg_owners(url: str) -> List[str]:
    import psycopg
    with psycopg.connect(url, autocommit=True) as conn:
        return sorted({r[0] or "" for r in conn.execute("SELECT owner FROM tables")})


# -- the checks ----------------------------------------------------------------------------

def bare(record: Dict[str, Any]) -> Dict[str, Any]:
    return {k: v for k, v in record.items() if k != "fairness"}


def first_difference(a: Any, b: Any, where: str = "") -> str:
    if type(a) is not type(b):
        return f"{where or 'the record'}: {a!r} against {b!r}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{where}.{k}: only in {'the crashed' if k in a else 'the uncrashed'}"
            if a[k] != b[k]:
                return first_difference(a[k], b[k], f"{where}.{k}")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} entries against {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{where}[{i}]")
    return f"{where}: {str(a)[:300]} against {str(b)[:300]}"


def check_records(tap: Tap, run: Run, plain: Run, crib: Path, work: Path) -> None:
    for name, _, _ in TABLES:
        got = run.records.get(name)
        want = plain.records.get(name)
        if got is None or want is None:
            tap.ok(False, f"{run.name}: {name}: a record", "no record")
            continue
        decisions = sum(len(d["hands"]) + len(d.get("play", [])) + len(d.get("show", []))
                        for d in want["deals"])
        tap.ok(bare(got) == bare(want),
               f"{run.name}: {name}: the record ({len(want['deals'])} deals, {decisions} "
               "events) is the uncrashed game's, decision for decision",
               first_difference(bare(got), bare(want)))
        path = work / f"{run.name}-{name.replace(' ', '-')}.json"
        path.write_text(json.dumps(got))
        r = subprocess.run([str(crib), "check", str(path)], capture_output=True, text=True)
        tap.ok(r.returncode == 0, f"{run.name}: {name}: crib check passes the record "
               f"({r.stdout.strip()})", r.stdout + r.stderr)
        fair = got.get("fairness", {})
        recomputed = hashlib.sha256(f"{got['seed_hex']}:{fair.get('salt')}".encode()).hexdigest()
        tap.ok(recomputed == fair.get("commitment") == run.commitments[name],
               f"{run.name}: {name}: the commitment published at the table's creation is "
               "SHA-256 of the record's seed_hex:salt")
    faults = [f for c in run.clients for f in c.faults]
    reqs = sum(c.requests for c in run.clients)
    tap.ok(not faults, f"{run.name}: no client was asked again for a decision it saw taken, "
           f"nor told anything amiss ({reqs} requests)", "\n".join(faults))
    seen = []
    for c in run.clients:
        record = run.records.get(c.table)
        if record is not None:
            seen += [f"{c.table} seat {c.seat}: {x}" for x in c.against(record)]
    events = sum(len(c.events) for c in run.clients)
    tap.ok(not seen, f"{run.name}: every event a client was sent ({events}) is in the "
           "finished record", "\n".join(seen))


async def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--crib", type=Path, default=ROOT / "bin" / "crib")
    ap.add_argument("--pg-bin", type=Path, default=None)
    ap.add_argument("--pg-dir", type=Path, default=None)
    ap.add_argument("--pg-skip", default="")
    args = ap.parse_args()
    tap = Tap()
    seed = int(os.environ.get("CRASH_SEED") or random.SystemRandom().randrange(1 << 32))
    tap.note(f"the kills' moments from CRASH_SEED={seed}")
    rng = random.Random(seed)
    t0 = time.monotonic()

    plain, why = await play_uncrashed(args.work)
    if not tap.ok(not why, f"uncrashed: every table plays to its end ({plain.elapsed:.1f} s)",
                  why):
        return tap.end()
    faults = [f for c in plain.clients for f in c.faults]
    tap.ok(not faults, "uncrashed: no client was told anything amiss", "\n".join(faults))

    run, why = await play_sqlite_crashes(args.work, rng)
    for k in run.kills:
        tap.note(f"killed: {k}")
    landed = [k for k in run.kills if not k.startswith("missed")]
    tap.ok(len(landed) == len(KILLS), f"sqlite: the server killed {len(landed)} times with "
           "games unfinished, where planned", "\n".join(run.kills))
    reconnected = sum(c.connections - 1 for c in run.clients)
    retried = [t for c in run.clients for t in c.retries]
    tap.ok(reconnected >= len(landed), f"sqlite: the clients reconnected ({reconnected} times, "
           f"{len(retried)} of them told to come back after the dead process's lease)")
    # One process at a time: no table is ever taken from a live one.
    others = sorted({t for t in retried if RETRY_MESSAGE not in t})
    tap.ok(not others, "sqlite: each time a client was told to come back, it was while the "
           "dead process's lease ran", "\n".join(others))
    if tap.ok(not why, f"sqlite: every table plays to its end through the kills "
              f"({run.elapsed:.1f} s)", why + "\n" + tail(args.work / "crash.log")):
        check_records(tap, run, plain, args.crib, args.work)

    if args.pg_skip:
        tap.skip("postgresql: two server processes on one database, the first killed",
                 args.pg_skip)
    else:
        cluster = Cluster(args.pg_bin, args.pg_dir)
        try:
            why = cluster.start()
            if tap.ok(not why, "postgresql: a private cluster started on 127.0.0.1 "
                      f"(initdb, pg_ctl; port {cluster.port})", why):
                pg, why = await play_pg_crash(args.work, cluster.url, rng)
                for k in pg.kills:
                    tap.note(f"killed: {k}")
                owners = pg.records.pop("_owners", {}).get("owners", [])
                retried = [t for c in pg.clients for t in c.retries]
                tap.note(f"the clients were told to come back {len(retried)} times: "
                         + "; ".join(f"{t!r} {retried.count(t)}" for t in sorted(set(retried))))
                tap.ok(not any(k.startswith("missed") for k in pg.kills),
                       "postgresql: the first process killed while the bots' table plays "
                       "and the people's games are unfinished", "\n".join(pg.kills))
                if tap.ok(not why, "postgresql: the second process finishes every table, the "
                          f"bots' alone included ({pg.elapsed:.1f} s)",
                          why + "\n" + tail(args.work / "pg-second.log")):
                    check_records(tap, pg, plain, args.crib, args.work)
                tap.note(f"the tables' owners at the end: {owners}")
        finally:
            cluster.stop()
    tap.note(f"the whole test: {time.monotonic() - t0:.1f} s")
    return tap.end()


def tail(path: Path) -> str:
    try:
        return "\n".join(path.read_text().splitlines()[-20:])
    except OSError:
        return ""


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
