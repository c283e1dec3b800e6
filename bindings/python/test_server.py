#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of the server (libcrib.server, docs/server.md) through real server processes on
127.0.0.1, spoken to over HTTP and WebSockets with aiohttp's client: a seat receives what
an arena bot receives, the record and its fairness, no message names a card its reader may
not know yet, bad input refused with nothing else affected, every variant played. Prints TAP
and, last, one line "N passed, N failed"; exits non-zero on a failure. Needs aiohttp (run by
test/server.sh with a venv of Debian's python3 that has python3-aiohttp) and bin/crib."""

import asyncio
import hashlib
import json
import os
import logging
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Set, Tuple

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CRIB = ROOT / "bin" / "crib"
sys.path.insert(0, str(HERE))

import libcrib  # noqa: E402  (found through the path set just above)

try:
    import aiohttp
    from aiohttp import WSMsgType
except ImportError:
    print("1..0 # SKIP aiohttp is not installed (Debian: python3-aiohttp), the server is not "
          "tested")
    print("0 passed, 0 failed")
    sys.exit(0)

Message = Dict[str, Any]
#: How long a test waits for one message before it calls the server stalled.
PATIENCE = 20.0

# -- server processes --------------------------------------------------------------------


class ServerProcess:
    """`python -m libcrib.server --port 0 --quiet ARGS` on a database of its own; its port
    read from the first line it prints, its log kept for the end's check."""

    def __init__(self, folder: Path, name: str, *args: str) -> None:
        self.name = name
        self.log_path = folder / f"{name}.log"
        env = dict(os.environ, PYTHONPATH=str(HERE), PYTHONDONTWRITEBYTECODE="1")
        with open(self.log_path, "w") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "libcrib.server", "--db", str(folder / f"{name}.sqlite"),
                 "--port", "0", "--quiet", *args],
                stdout=subprocess.PIPE, stderr=log, text=True, env=env, cwd=folder)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if not found:
            self.proc.kill()
            raise RuntimeError(f"the server {name} did not say its port: {line!r}, "
                               + self.log_path.read_text()[-2000:])
        self.base = f"http://127.0.0.1:{found.group(1)}"
        self.ws_base = f"ws://127.0.0.1:{found.group(1)}"

    def stop(self) -> Tuple[int, str]:
        """Stops it as Ctrl-C would: its exit status and its log."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        assert self.proc.stdout is not None
        self.proc.stdout.close()
        return self.proc.returncode, self.log_path.read_text()


class Env:
    """What the tests share: a scratch folder and the servers, started when first asked for:
    `main` (--test: a table may have a fixed seed) and `strict` (no --test, at most 3 tables
    an hour from one address)."""
    folder: Path
    servers: Dict[str, ServerProcess] = {}
    mypy: "Optional[subprocess.Popen[str]]" = None

    @classmethod
    def server(cls, name: str) -> ServerProcess:
        if name not in cls.servers:
            args = {"main": ("--test",), "strict": ("--tables-per-hour", "3")}[name]
            cls.servers[name] = ServerProcess(cls.folder, name, *args)
        return cls.servers[name]


def run(coro: Any, timeout: float = 120) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


# -- clients -----------------------------------------------------------------------------


class Conn:
    """A WebSocket connection: every message it receives, parsed and kept in order (log),
    and queued for next()."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.log: List[Message] = []
        self.queue: "asyncio.Queue[Optional[Message]]" = asyncio.Queue()
        self.task = asyncio.ensure_future(self._pump())

    @classmethod
    async def open(cls, session: aiohttp.ClientSession, url: str) -> "Conn":
        return cls(await session.ws_connect(url, autoping=True))

    async def _pump(self) -> None:
        async for msg in self.ws:
            if msg.type == WSMsgType.TEXT:
                m = json.loads(msg.data)
                self.log.append(m)
                await self.queue.put(m)
        await self.queue.put(None)

    async def next(self, timeout: float = PATIENCE) -> Optional[Message]:
        """The next message; None once the server has closed the connection."""
        return await asyncio.wait_for(self.queue.get(), timeout)

    async def until(self, want: Callable[[Message], bool]) -> Message:
        while True:
            m = await self.next()
            if m is None:
                raise AssertionError("closed before the message waited for: "
                                     + json.dumps(self.log[-3:]))
            if want(m):
                return m

    async def send(self, obj: Any) -> None:
        await self.ws.send_str(obj if isinstance(obj, str) else json.dumps(obj))

    async def closed(self) -> Optional[int]:
        """Waits for the server to close the connection: its close code."""
        await asyncio.wait_for(self.task, PATIENCE)
        return self.ws.close_code

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.wait_for(self.task, PATIENCE)


def rule_answer(m: Message) -> Optional[Message]:
    """The answer a deterministic player gives, from the request alone: it lays away the
    first cards of its hand and plays the first legal card (the arena says its gos)."""
    if m.get("type") == "discard":
        return {"discard": m["hand"][:m["lay_away"]]}
    if m.get("type") == "play":
        return {"card": m["legal"][0] if m["legal"] else None}
    return None


async def autoplay(conn: Conn) -> List[Message]:
    """Answers every request by rule_answer until the server closes: what was received."""
    while True:
        m = await conn.next()
        if m is None:
            return conn.log
        answer = rule_answer(m)
        if answer is not None:
            await conn.send(answer)


async def create(session: aiohttp.ClientSession, server: ServerProcess,
                 **spec: Any) -> Message:
    async with session.post(server.base + "/api/tables", json=spec) as r:
        body = await r.json()
        assert r.status == 201, (r.status, body)
        return body  # type: ignore[no-any-return]


async def get_json(session: aiohttp.ClientSession, url: str) -> Tuple[int, Any]:
    async with session.get(url) as r:
        return r.status, await r.json(content_type=None)


def seat_url(server: ServerProcess, table: Message, seat: int, extra: bool = False) -> str:
    token = table["seats"][seat]["token"]
    return f"{server.ws_base}/ws?token={token}" + ("&extra=1" if extra else "")


def watch_url(server: ServerProcess, table: Message) -> str:
    return f"{server.ws_base}/ws?table={table['id']}&extra=1"


async def play_table(session: aiohttp.ClientSession, server: ServerProcess, table: Message,
                     extra: bool = False, spectate: bool = False
                     ) -> Tuple[Dict[Optional[int], List[Message]], str]:
    """Plays a whole game: a spectator connected first when asked, then every human seat
    answered by rule_answer. Each connection's messages (the spectator's under None) and
    the finished record's text."""
    logs: Dict[Optional[int], List[Message]] = {}
    watcher = None
    if spectate:
        watcher = await Conn.open(session, watch_url(server, table))
        await watcher.until(lambda m: m["type"] == "view")
    humans = [s["seat"] for s in table["seats"] if "token" in s]
    conns = [await Conn.open(session, seat_url(server, table, s, extra)) for s in humans]
    for seat, log in zip(humans, await asyncio.gather(*(autoplay(c) for c in conns))):
        logs[seat] = log
    if watcher is not None:
        await watcher.closed()
        logs[None] = watcher.log
    async with session.get(f"{server.base}/api/tables/{table['id']}/record") as r:
        assert r.status == 200, (r.status, await r.text())
        text = await r.text()
    return logs, text


def crib_check(record_text: str) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    with tempfile.NamedTemporaryFile("w", suffix=".json", dir=Env.folder, delete=False) as f:
        f.write(record_text)
    return subprocess.run([str(CRIB), "check", f.name], capture_output=True, text=True)


class Case(unittest.TestCase):
    maxDiff = 4000

    def assert_record_checks(self, text: str) -> Message:
        """The record passes crib check and libcrib.check_record, and its fairness holds."""
        done = crib_check(text)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        report = libcrib.check_record(text)
        self.assertTrue(report.ok, report.describe())
        record = json.loads(text)
        self.assertIn("result", record)
        fair = record["fairness"]
        self.assertEqual(sorted(fair), ["commitment", "salt"])
        self.assertRegex(fair["salt"], r"^[0-9a-f]{64}$")
        self.assertEqual(hashlib.sha256(f"{record['seed_hex']}:{fair['salt']}".encode())
                         .hexdigest(), fair["commitment"])
        return record  # type: ignore[no-any-return]

    def assert_error(self, m: Optional[Message], *words: str) -> None:
        """An error message whose sentence holds each of the words."""
        self.assertIsNotNone(m)
        assert m is not None
        self.assertEqual(m.get("type"), "error", m)
        self.assertIsInstance(m.get("error"), str)
        for w in words:
            self.assertIn(w, m["error"])

    def assert_http_error(self, status: int, body: Any, want: int, *words: str) -> None:
        self.assertEqual(status, want, body)
        self.assertIsInstance(body, dict)
        self.assertEqual(sorted(body), ["error"])
        self.assertGreater(len(body["error"]), 10)
        for w in words:
            self.assertIn(w, body["error"])


# -- 1. a seat receives what an arena bot receives ---------------------------------------

LOGGER = """\
import json, sys
with open(sys.argv[1], "w") as log:
    for line in sys.stdin:
        log.write(line)
        log.flush()
        m = json.loads(line)
        if m["type"] == "discard":
            print(json.dumps({"discard": m["hand"][:m["lay_away"]]}), flush=True)
        elif m["type"] == "play":
            print(json.dumps({"card": m["legal"][0] if m["legal"] else None}), flush=True)
"""


class Arena(Case):
    """Side B of `crib arena easy exec:LOGGER --single` sits in seat 1 of game 0, dealt from
    --seed (docs/bots.md); the same seed at a table of an easy bot and a seat answered by
    the same rule gives the seat the same messages, but for the seed: hello and game carry
    the table's commitment instead (and hello the table's id)."""

    def same_as_arena(self, variant: str, seed: int) -> None:
        logger = Env.folder / "logger.py"
        logger.write_text(LOGGER)
        log = Env.folder / f"arena-{variant}-{seed}.jsonl"
        done = subprocess.run(
            [str(CRIB), "arena", "easy", f"exec:{sys.executable} {logger} {log}", "--variant",
             variant, "--games", "1", "--single", "--threads", "1", "--seed", str(seed),
             "--bot-timeout", "0", "--no-progress"], capture_output=True, text=True)
        self.assertEqual(done.returncode, 0, done.stderr)
        arena = [json.loads(line) for line in log.read_text().splitlines()]

        async def seat() -> Tuple[Message, List[Message]]:
            async with aiohttp.ClientSession() as session:
                server = Env.server("main")
                table = await create(session, server, variant=variant, seed=seed,
                                     seats=["easy", "human"])
                conn = await Conn.open(session, seat_url(server, table, 1))
                return table, await autoplay(conn)
        table, got = run(seat())
        self.assertGreater(len(arena), 50)
        self.assertEqual(arena[-1], {"type": "bye"})
        for name, m in (("hello", got[0]), ("game", got[1])):
            self.assertEqual(m["type"], name)
            self.assertEqual(m.pop("commitment"), table["commitment"])
            self.assertNotIn("seed", m)
            self.assertNotIn("seed_hex", m)
        self.assertEqual(got[0].pop("table"), table["id"])
        for m in arena[:2]:
            self.assertEqual(m.pop("seed"), seed)
            self.assertEqual(m.pop("seed_hex"), f"{seed:016x}")
        for n, (a, b) in enumerate(zip(arena, got)):
            self.assertEqual(b, a, f"message {n}")
        self.assertEqual(len(got), len(arena))

    def test_six_card(self) -> None:
        """a seat of a six-card table receives the arena's messages (seed 7)"""
        self.same_as_arena("six-card", 7)

    def test_five_card(self) -> None:
        """a seat of a five-card table receives the arena's messages (seed 11)"""
        self.same_as_arena("five-card", 11)

    def test_two_to_crib(self) -> None:
        """a seat of a two-to-crib table receives the arena's messages (seed 5)"""
        self.same_as_arena("two-to-crib", 5)


# -- 2. the record -----------------------------------------------------------------------


class Record(Case):
    def test_record(self) -> None:
        """the record is refused (409) until the game's end, then crib checks and its
        commitment, given by POST, hello and game, verifies; an unknown table is 404"""
        async def go() -> None:
            server = Env.server("main")
            async with aiohttp.ClientSession() as session:
                status, body = await get_json(session, server.base + "/api/tables/nosuch")
                self.assert_http_error(status, body, 404, "nosuch")
                status, body = await get_json(session, server.base
                                              + "/api/tables/nosuch/record")
                self.assert_http_error(status, body, 404, "nosuch")
                table = await create(session, server, seed=123456789,
                                     seats=["human", "strong"])
                self.assertRegex(table["commitment"], r"^[0-9a-f]{64}$")
                self.assertGreaterEqual(len(table["seats"][0]["token"]), 22)
                self.assertNotIn("token", table["seats"][1])
                url = f"{server.base}/api/tables/{table['id']}/record"
                status, body = await get_json(session, url)
                self.assert_http_error(status, body, 409, "not over")
                conn = await Conn.open(session, seat_url(server, table, 0))
                first = await conn.until(lambda m: m["type"] == "discard")
                await conn.send(rule_answer(first))
                await conn.until(lambda m: m["type"] == "starter")
                status, body = await get_json(session, url)
                self.assert_http_error(status, body, 409, "not over")
                log = await autoplay(conn)
                for m in log[:2]:
                    self.assertEqual(m["commitment"], table["commitment"])
                async with session.get(url) as r:
                    self.assertEqual(r.status, 200)
                    self.assertEqual(r.content_type, "application/json")
                    text = await r.text()
                record = self.assert_record_checks(text)
                self.assertEqual(record["fairness"]["commitment"], table["commitment"])
                self.assertEqual((record["seed"], record["seed_hex"]),
                                 (123456789, f"{123456789:016x}"))
                self.assertEqual(record["levels"], ["human", "strong"])
                status, state = await get_json(session,
                                               f"{server.base}/api/tables/{table['id']}")
                self.assertEqual(status, 200)
                self.assertTrue(state["over"])
                self.assertEqual(state["result"]["scores"], record["result"]["scores"])
                self.assertEqual(state["commitment"], table["commitment"])
        run(go())


# -- 3. no message names a card its reader may not know yet -------------------------------

CARD = re.compile(r"(?:A|[2-9]|10|J|Q|K)[cdhs]")


def named_cards(obj: Any, out: Set[str]) -> Set[str]:
    """Every card that any string of the message names, keys and values at any depth, as a
    word of its own ("5h", "10s"; in a sentence too)."""
    if isinstance(obj, str):
        out.update(w for w in re.split(r"[^0-9A-Za-z]+", obj) if CARD.fullmatch(w))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            named_cards(k, out)
            named_cards(v, out)
    elif isinstance(obj, list):
        for v in obj:
            named_cards(v, out)
    return out


Reveal = Tuple[str, Optional[int], bool, Tuple[str, ...]]


def reveals(deal: Message) -> List[Reveal]:
    """The public events of a deal of the record, in order, each with the cards it shows:
    the starter, each card or go played, each show (a hand's or the crib's)."""
    out: List[Reveal] = []
    if deal.get("starter") is not None:
        out.append(("starter", None, False, (deal["starter"],)))
    for line in deal.get("play", []):
        if "player" in line:
            card = line["card"]
            out.append(("go", line["player"], False, ()) if card is None
                       else ("card", line["player"], False, (card,)))
    for line in deal.get("show", []):
        if "player" in line:
            out.append(("show", line["player"], bool(line["crib"]),
                        tuple(sorted(line["cards"]))))
    return out


def reveal_of(m: Message) -> Reveal:
    if m["type"] == "starter":
        return ("starter", None, False, (m["card"],))
    if m["type"] in ("card", "go"):
        return (m["type"], m["seat"], False, () if m["card"] is None else (m["card"],))
    return ("show", m["seat"], bool(m["crib"]), tuple(sorted(m["cards"])))


def leaks(log: List[Message], seat: Optional[int], record: Message) -> List[str]:
    """What a connection's messages name that its reader could not know then, by the
    finished record. A card becomes known to a seat when it is dealt to it (at the deal
    event of its deal), and to everyone when the event that shows it comes: the starter
    event, the card event that plays it, the show event that shows the hand or the crib
    holding it. Each of those events must be the record's next one of its deal, in order;
    each deal's cards are known for that deal's messages alone (a message names its deal);
    a message of no deal (hello, presence, bye, an error) names no card. So a card of
    another hand, of the crib, the starter or the stock is caught in any message before
    its time. The events' completeness is checked too: each connection saw every one."""
    deals = record["deals"]
    known: Dict[int, Set[str]] = {}
    seen: Dict[int, int] = {}
    problems: List[str] = []
    who = "the spectator" if seat is None else f"seat {seat}"
    for n, m in enumerate(log):
        kind = m.get("type")
        number = m.get("deal")
        if "you" in m and m["you"] != seat:
            problems.append(f"{who}'s message {n} ({kind}) is addressed to {m['you']}")
        allowed: Set[str] = set()
        if number is not None:
            allowed = known.setdefault(number, set())
            entry = deals[number - 1] if number >= 1 else None
            if entry is not None and entry["deal"] != number:
                problems.append(f"the record's deal {number} is not its {number}th")
            if kind == "deal" and seat is not None and entry is not None:
                allowed |= set(entry["hands"][seat]["dealt"])
            if kind in ("starter", "card", "go", "show"):
                expected = reveals(entry) if entry is not None else []
                i = seen.get(number, 0)
                got = reveal_of(m)
                if i < len(expected) and got == expected[i]:
                    seen[number] = i + 1
                    allowed |= set(got[3])
                else:
                    problems.append(f"{who}'s message {n}: {got} is not the record's next "
                                    f"event of deal {number}: "
                                    f"{expected[i] if i < len(expected) else 'none'}")
        bad = named_cards(m, set()) - allowed
        if bad:
            problems.append(f"{who}'s message {n} ({kind}, deal {number}) names "
                            f"{sorted(bad)} before they are known")
    for number, entry in enumerate(deals, 1):
        if seen.get(number, 0) != len(reveals(entry)):
            problems.append(f"{who} saw {seen.get(number, 0)} of the "
                            f"{len(reveals(entry))} events of deal {number}")
    if not log or log[-1] != {"type": "bye"}:
        problems.append(f"{who}'s last message is not bye")
    return problems


class Leaks(Case):
    """Whole games with a spectator and every seat connected with extra=1 (view and
    presence too); each connection's messages scanned by leaks()."""

    def leak_game(self, variant: str, seats: List[str], seed: int) -> Tuple[
            Dict[Optional[int], List[Message]], Message]:
        async def go() -> Tuple[Dict[Optional[int], List[Message]], str]:
            async with aiohttp.ClientSession() as session:
                server = Env.server("main")
                table = await create(session, server, variant=variant, seed=seed, seats=seats)
                return await play_table(session, server, table, extra=True, spectate=True)
        logs, text = run(go())
        record = self.assert_record_checks(text)
        humans = [s for s, kind in enumerate(seats) if kind == "human"]
        self.assertEqual(sorted(logs, key=lambda s: -1 if s is None else s), [None] + humans)
        for seat, log in logs.items():
            kinds = {m["type"] for m in log}
            self.assertTrue({"view", "presence", "starter", "show", "end"} <= kinds, kinds)
            self.assertEqual(leaks(log, seat, record), [])
        return logs, record

    def test_two_humans(self) -> None:
        """two-player, two people and a spectator: no message names a card too early"""
        self.leak_game("six-card", ["human", "human"], 21)

    def test_three_handed(self) -> None:
        """three-handed, two people, a bot and a spectator: no card too early"""
        self.leak_game("three", ["human", "easy", "human"], 22)

    def test_four_handed(self) -> None:
        """four-handed, three people, a bot and a spectator: no card too early"""
        self.leak_game("four", ["human", "human", "easy", "human"], 23)

    def test_leaks_are_found(self) -> None:
        """the scan finds a card of the other hand, the crib, the starter or the stock
        slipped into a seat's messages before its time, and a missing event"""
        logs, record = self.leak_game("six-card", ["human", "easy"], 24)
        log = logs[0]
        self.assertEqual(leaks(log, 0, record), [])
        first = record["deals"][0]
        other, mine = first["hands"][1], first["hands"][0]
        everything = {f"{r}{s}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                         "J", "Q", "K") for s in "cdhs"}
        stock = sorted(everything - set(other["dealt"]) - set(mine["dealt"])
                       - {first["starter"]})
        ask = next(n for n, m in enumerate(log) if m["type"] == "discard")
        starter = next(n for n, m in enumerate(log) if m["type"] == "starter")
        crib_show = next(n for n, m in enumerate(log) if m["type"] == "show" and m["crib"])

        def slipped(at: int, m: Message) -> List[str]:
            return leaks(log[:at] + [m] + log[at:], 0, record)
        self.assertTrue(slipped(ask, dict(log[ask], hand=other["dealt"])))
        self.assertTrue(slipped(ask + 1, dict(log[ask], note=f"the starter is "
                                              f"{first['starter']}")))
        self.assertTrue(slipped(starter, {"type": "presence", "x": [stock[0]]}))
        self.assertTrue(slipped(starter + 1, dict(log[starter], card=stock[1])))
        ask = max(n for n, m in enumerate(log[:crib_show]) if m["type"] == "play")
        self.assertTrue(slipped(crib_show, dict(log[ask], deep={"a": [other["discard"][0]]})))
        self.assertTrue(leaks(log[:starter] + log[starter + 1:], 0, record))
        self.assertTrue(leaks(logs[None][:-1], None, record))


# -- 4. bad input ------------------------------------------------------------------------


async def two_seats(session: aiohttp.ClientSession, server: ServerProcess, seed: int,
                    seats: Tuple[str, str] = ("human", "human")
                    ) -> Tuple[Message, List[Conn], List[Message]]:
    """A table, its human seats connected, each up to its first request."""
    table = await create(session, server, seed=seed, seats=list(seats))
    humans = [s["seat"] for s in table["seats"] if "token" in s]
    conns = [await Conn.open(session, seat_url(server, table, s)) for s in humans]
    asks = [await c.until(lambda m: m["type"] == "discard") for c in conns]
    return table, conns, asks


class BadInput(Case):
    """Each refusal with a sentence naming what was wrong, nothing changed, the connection
    closed only where that is the answer."""

    async def state(self, session: aiohttp.ClientSession, table: Message) -> Any:
        status, body = await get_json(session,
                                      f"{Env.server('main').base}/api/tables/{table['id']}")
        self.assertEqual(status, 200)
        return body

    def test_too_big(self) -> None:
        """a message over 4096 bytes closes the connection with 1009 (message too big)"""
        async def go() -> None:
            async with aiohttp.ClientSession() as session:
                _, conns, asks = await two_seats(session, Env.server("main"), 31)
                await conns[0].send({"discard": asks[0]["hand"][:2], "pad": "x" * 5000})
                self.assertEqual(await conns[0].closed(), 1009)
                await conns[1].close()
        run(go())

    def test_not_json(self) -> None:
        """malformed JSON, a member named twice and an unknown type are errors; the
        connection stays and takes a good answer after them"""
        async def go() -> None:
            async with aiohttp.ClientSession() as session:
                table, conns, asks = await two_seats(session, Env.server("main"), 32)
                c = conns[0]
                before = await self.state(session, table)
                await c.send('{"discard": ["')
                self.assert_error(await c.next(), "not JSON")
                await c.send('{"discard": ["%s", "%s"], "discard": []}' % tuple(
                    asks[0]["hand"][:2]))
                self.assert_error(await c.next(), "named twice", "discard")
                await c.send({"type": "chat", "text": "hi"})
                self.assert_error(await c.next(), "unknown message type", "chat")
                await c.send("[1, 2")
                self.assert_error(await c.next(), "not JSON")
                self.assertEqual(await self.state(session, table), before)
                await c.send(rule_answer(asks[0]))
                await conns[1].send(rule_answer(asks[1]))
                starter = await c.next()
                self.assertEqual(starter and starter["type"], "starter")
                for conn in conns:
                    await conn.close()
        run(go())

    def test_refused_answers(self) -> None:
        """out of turn, a card of another hand, a card past 31 and a malformed answer
        are each refused with an error that names why, and change nothing: the state is the
        same and the request is still answered"""
        async def go() -> None:
            async with aiohttp.ClientSession() as session:
                table, conns, asks = await two_seats(session, Env.server("main"), 33)
                before = await self.state(session, table)
                self.assertEqual(before["awaiting"], [0, 1])

                async def refused(conn: Conn, answer: Any, *words: str) -> None:
                    # The events of the last decision may still be on their way to the
                    # other seat: the answer's error is the first error or request after.
                    await conn.send(answer)
                    m = await conn.until(lambda m: m["type"] in ("error", "play", "discard"))
                    self.assert_error(m, *words)
                    self.assertEqual(await self.state(session, table), before)

                theirs = asks[1]["hand"]
                await refused(conns[0], {"discard": theirs[:2]}, "does not hold")
                await refused(conns[0], {"discard": "5h"}, "discard")
                await refused(conns[0], {"discard": asks[0]["hand"][:3]}, "wrong number of cards")
                await refused(conns[0], {"card": asks[0]["hand"][0]}, "discard")
                await conns[0].send(rule_answer(asks[0]))
                before = await self.state(session, table)
                self.assertEqual(before["awaiting"], [1])
                await refused(conns[0], rule_answer(asks[0]), "laid away already")
                await conns[1].send(rule_answer(asks[1]))
                found = {"turn": False, "31": False}
                while not all(found.values()):
                    m = await asyncio.wait_for(next_request(conns), PATIENCE)
                    if m is None:
                        break
                    seat, ask = m
                    me, other = conns[seat], conns[1 - seat]
                    before = await self.state(session, table)
                    self.assertEqual(before["awaiting"], [seat])
                    if not found["turn"]:
                        await refused(other, {"card": ask["hand"][0]}, "not your turn",
                                      f"seat {seat}")
                        # the other seat's cards: dealt less laid away (the first two) and
                        # played
                        held = [c for c in asks[1 - seat]["hand"][2:]
                                if c not in ask["played"][1 - seat]]
                        self.assertTrue(held)
                        await refused(me, {"card": held[0]}, "does not hold")
                        await refused(me, {"card": 5}, "not an answer")
                        await refused(me, {"cards": ask["legal"][:1]}, "not an answer")
                        await refused(me, "[]", "not a JSON object")
                        found["turn"] = True
                    illegal = [c for c in ask["hand"] if c not in ask["legal"]]
                    if illegal and not found["31"]:
                        await refused(me, {"card": illegal[0]}, "31")
                        found["31"] = True
                    await me.send(rule_answer(ask))
                self.assertEqual(found, {"turn": True, "31": True})
                for conn in conns:
                    await conn.close()
        run(go())

    def test_flood(self) -> None:
        """more messages at once than the burst: "too many messages" and the connection
        closed; the seat connects again and its game goes on"""
        async def go() -> None:
            async with aiohttp.ClientSession() as session:
                server = Env.server("main")
                table, conns, asks = await two_seats(session, server, 34, ("human", "easy"))
                loop = asyncio.get_running_loop()
                start = loop.time()
                try:
                    for _ in range(300):
                        await conns[0].send('{"type": "x"}')
                except ConnectionError:
                    pass   # closed by the server before the last were sent
                sent = loop.time() - start
                code = await conns[0].closed()
                errors = [m["error"] for m in conns[0].log if m["type"] == "error"]
                self.assertIn("too many messages", errors[-1],
                              f"{len(errors)} errors, sent in {sent:.3f} s, closed {code}")
                self.assertGreaterEqual(len(errors), 30)
                self.assertEqual(code, 1008)
                again = await Conn.open(session, seat_url(server, table, 0))
                log = await autoplay(again)
                self.assertEqual(log[-1], {"type": "bye"})
        run(go())

    def test_tokens(self) -> None:
        """a bad token: an error and closed; a second connection with a seat's token takes
        the seat (the first told and closed) and plays on to the end"""
        async def go() -> None:
            async with aiohttp.ClientSession() as session:
                server = Env.server("main")
                bad = await Conn.open(session, f"{server.ws_base}/ws?token=nonsense")
                self.assert_error(await bad.next(), "token")
                self.assertEqual(await bad.closed(), 1008)
                nothing = await Conn.open(session, f"{server.ws_base}/ws")
                self.assert_error(await nothing.next(), "token")
                self.assertEqual(await nothing.closed(), 1008)
                nowhere = await Conn.open(session, f"{server.ws_base}/ws?table=nosuch")
                self.assert_error(await nowhere.next(), "no table nosuch")
                self.assertEqual(await nowhere.closed(), 1008)
                table, conns, asks = await two_seats(session, server, 35, ("easy", "human"))
                watcher = await Conn.open(session, watch_url(server, table))
                await watcher.until(lambda m: m["type"] == "presence")
                await watcher.send({"discard": asks[0]["hand"][:2]})
                # (presence comes too, as the bot in seat 0 lays away)
                self.assert_error(await watcher.until(lambda m: m["type"] == "error"),
                                  "a spectator sends nothing")
                second = await Conn.open(session, seat_url(server, table, 1))
                self.assert_error(await conns[0].next(), "another connection took this seat")
                self.assertEqual(await conns[0].closed(), 1008)
                log = await autoplay(second)
                self.assertEqual([m["type"] for m in log[:4]],
                                 ["hello", "game", "deal", "discard"])
                self.assertEqual(log[3], asks[0])
                self.assertEqual(log[-2:], [dict(log[-2], type="end"), {"type": "bye"}])
                await watcher.closed()
                self.assertEqual(watcher.log[-1], {"type": "bye"})
        run(go())

    def test_tables_per_hour(self) -> None:
        """a server started without --test refuses a seed; with --tables-per-hour 3 the
        fourth table from one address is refused (429)"""
        async def go() -> None:
            server = Env.server("strict")
            async with aiohttp.ClientSession() as session:
                url = server.base + "/api/tables"
                async with session.post(url, json={"seats": ["human", "easy"],
                                                   "seed": 1}) as r:
                    self.assert_http_error(r.status, await r.json(), 400, "--test")
                for _ in range(3):
                    await create(session, server, seats=["human", "easy"])
                async with session.post(url, json={"seats": ["human", "easy"]}) as r:
                    self.assert_http_error(r.status, await r.json(), 429, "too many tables",
                                           "3")
        run(go())

    def test_bodies(self) -> None:
        """POST bodies: not JSON, the wrong number of seats, an unknown variant, option,
        seat kind or field are refused (400), a body over 16 KB too (413), each with a
        sentence"""
        async def go() -> None:
            server = Env.server("main")
            url = server.base + "/api/tables"
            cases: List[Tuple[Any, int, Tuple[str, ...]]] = [
                ("{not json", 400, ("not JSON",)),
                ("[1, 2]", 400, ("JSON object",)),
                ({"seats": ["human"]}, 400, ("2 players", "1")),
                ({"variant": "four", "seats": ["human", "easy"]}, 400, ("4 players",)),
                ({"variant": "seven-card", "seats": ["human", "easy"]}, 400,
                 ("seven-card", "six-card")),
                ({"options": ["no-such-rule"], "seats": ["human", "easy"]}, 400,
                 ("no-such-rule", "is not a rule", "muggins")),
                ({"seats": ["human", "genius"]}, 400, ("genius",)),
                ({"colour": "red", "seats": ["human", "easy"]}, 400, ("colour",)),
                ({"seats": ["human", "easy"], "seed": -1}, 400, ("seed",)),
                ({"seats": ["human", "easy"], "pad": "x" * 20000}, 413, ("16384",)),
            ]
            async with aiohttp.ClientSession() as session:
                for body, want, words in cases:
                    data = body if isinstance(body, str) else json.dumps(body)
                    async with session.post(url, data=data,
                                            headers={"Content-Type": "application/json"}) as r:
                        with self.subTest(body=data[:60]):
                            self.assert_http_error(r.status, await r.json(), want, *words)
        run(go())


async def next_request(conns: List[Conn]) -> Optional[Tuple[int, Message]]:
    """The next request to either of two seats (each answered in turn, so at most one is
    waiting); None when the game ends."""
    while True:
        for seat, c in enumerate(conns):
            while not c.queue.empty():
                m = c.queue.get_nowait()
                if m is None or m["type"] == "bye":
                    return None
                if m["type"] == "play":
                    return seat, m
        await asyncio.sleep(0.005)


class Afterwards(Case):
    def test_still_plays(self) -> None:
        """after all the bad input, a new table of the same server plays a whole game"""
        async def go() -> None:
            async with aiohttp.ClientSession() as session:
                server = Env.server("main")
                table = await create(session, server, seats=["human", "easy"])
                logs, text = await play_table(session, server, table)
                self.assert_record_checks(text)
        run(go())


# -- 5. every variant --------------------------------------------------------------------


class Variants(Case):
    """Every variant, its seats bots but one, played to the end by a simple client; the
    record crib checks and (its seed drawn by the server) its commitment verifies."""

    def variant(self, variant: str, seats: List[str]) -> None:
        async def go() -> Tuple[Message, Dict[Optional[int], List[Message]], str]:
            async with aiohttp.ClientSession() as session:
                server = Env.server("main")
                table = await create(session, server, variant=variant, seats=seats)
                logs, text = await play_table(session, server, table)
                return table, logs, text
        table, logs, text = run(go())
        record = self.assert_record_checks(text)
        self.assertEqual(record["variant"], variant)
        self.assertEqual(record["fairness"]["commitment"], table["commitment"])
        self.assertEqual(record["levels"], seats)
        (seat, log), = logs.items()
        self.assertEqual(log[-2]["type"], "end")
        self.assertEqual(log[-2]["winner"], record["result"]["winner"])
        self.assertEqual(leaks(log, seat, record), [])

    def test_six_card(self) -> None:
        """six-card: a person and the expert bot"""
        self.variant("six-card", ["human", "expert"])

    def test_five_card(self) -> None:
        """five-card: the strong bot and a person"""
        self.variant("five-card", ["strong", "human"])

    def test_three(self) -> None:
        """three-handed: two bots and a person"""
        self.variant("three", ["easy", "human", "strong"])

    def test_four(self) -> None:
        """four-handed: three bots and a person"""
        self.variant("four", ["easy", "strong", "human", "easy"])

    def test_two_to_crib(self) -> None:
        """two-to-crib: a person and the easy bot"""
        self.variant("two-to-crib", ["human", "easy"])


# -- the end -----------------------------------------------------------------------------


class Servers(Case):
    def test_stopped_cleanly(self) -> None:
        """every server stops on SIGINT with status 0, having logged no error"""
        self.assertTrue(Env.servers)
        for name, server in list(Env.servers.items()):
            code, log = server.stop()
            with self.subTest(server=name):
                self.assertEqual(code, 0, log[-3000:])
                self.assertNotIn("Traceback", log)
                self.assertNotIn("ERROR", log)
            del Env.servers[name]

    def test_mypy(self) -> None:
        """mypy --strict accepts the server package (skipped without mypy)"""
        if Env.mypy is None:
            self.skipTest("mypy is not installed")
        out, _ = Env.mypy.communicate(timeout=300)
        self.assertEqual((Env.mypy.returncode, out), (0, ""))


def start_mypy(folder: Path) -> "Optional[subprocess.Popen[str]]":
    """mypy --strict on libcrib.server, started at once to run beside the games (it takes
    seconds); None without mypy."""
    try:
        import mypy  # noqa: F401  (only whether it is there)
        command = [sys.executable, "-m", "mypy"]
    except ImportError:
        if not shutil.which("mypy"):
            return None
        command = ["mypy"]
    return subprocess.Popen(command + ["--strict", "--cache-dir", str(folder / "mypy"),
                                       "--no-error-summary", "-p", "libcrib.server"],
                            cwd=HERE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, env=dict(os.environ, MYPYPATH=str(HERE)))


class SaveFails(Case):
    def test_a_failed_save_is_not_acknowledged(self) -> None:
        """a decision whose save fails (the database full, say) is not acknowledged: the
        connection is told to come back, the table is loaded again from what was committed,
        and the game plays on to a record that checks (a store that fails once, in-process)"""
        from aiohttp.test_utils import TestServer

        from libcrib.server.app import Options, Server
        from libcrib.server.store import SQLiteStore

        class Flaky(SQLiteStore):
            fails = 0

            async def save(self, *args: Any, **kwargs: Any) -> bool:
                if self.fails:
                    self.fails -= 1
                    raise OSError("no space left on the device")
                return await super().save(*args, **kwargs)

        async def go() -> Tuple[List[str], str]:
            assert Env.folder is not None
            store = Flaky(str(Env.folder / "flaky.sqlite"))
            logging.getLogger("libcrib.server").disabled = True
            test_server = TestServer(Server(store, Options(test=True)).app())
            await test_server.start_server()
            errors: List[str] = []
            try:
                async with aiohttp.ClientSession() as session:
                    async with session.post(test_server.make_url("/api/tables"),
                                            json={"seats": ["human", "easy"], "seed": 5}) as r:
                        table = await r.json()
                    token = table["seats"][0]["token"]
                    answered = 0
                    over = False
                    while not over:
                        ws = await session.ws_connect(test_server.make_url(f"/ws?token={token}"))
                        async for raw in ws:
                            m = json.loads(raw.data)
                            if m["type"] == "error":
                                errors.append(m["error"])
                            elif m["type"] in ("discard", "play"):
                                answered += 1
                                if answered == 6:
                                    store.fails = 1
                                answer = rule_answer(m)
                                await ws.send_str(json.dumps(answer))
                            elif m["type"] == "bye":
                                over = True
                    async with session.get(test_server.make_url(
                            f"/api/tables/{table['id']}/record")) as r:
                        return errors, await r.text()
            finally:
                await test_server.close()
                logging.getLogger("libcrib.server").disabled = False

        errors, record = run(go())
        self.assertEqual(errors, ["the server could not save the last decision: connect again"])
        self.assertTrue(libcrib.check_record(record).ok)
        self.assertEqual(crib_check(record).returncode, 0)


ORDER = (Arena, Record, Leaks, BadInput, SaveFails, Afterwards, Variants, Servers)


def run_tap() -> bool:
    """Runs every test, one TAP line each, named by its whole docstring; subtests count
    within their test."""
    tests = [t for cls in ORDER for t in unittest.defaultTestLoader.loadTestsFromTestCase(cls)]
    failed = 0
    with tempfile.TemporaryDirectory(prefix="crib-server-") as folder:
        Env.folder = Path(folder)
        Env.mypy = start_mypy(Env.folder)
        try:
            for n, test in enumerate(tests, 1):
                result = unittest.TestResult()
                test.run(result)
                doc = " ".join((test._testMethodDoc or test.id()).split())
                name = f"{type(test).__name__}: {doc}"
                problems = result.failures + result.errors
                if problems:
                    failed += 1
                    print(f"not ok {n} - {name}", flush=True)
                    for _, trace in problems:
                        print("\n".join("#   " + line for line in trace.splitlines()))
                elif result.skipped:
                    print(f"ok {n} - {name} # skip {result.skipped[0][1]}", flush=True)
                else:
                    print(f"ok {n} - {name}", flush=True)
        finally:
            for server in Env.servers.values():
                server.stop()
            if Env.mypy is not None and Env.mypy.poll() is None:
                Env.mypy.kill()
                Env.mypy.wait()
    print(f"1..{len(tests)}")
    print(f"{len(tests) - failed} passed, {failed} failed")
    return failed == 0


if __name__ == "__main__":
    sys.exit(0 if run_tap() else 1)
