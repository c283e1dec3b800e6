# SPDX-License-Identifier: MIT
"""The server: aiohttp's HTTP and WebSockets over the tables of a store.

A table is played by one process at a time, the one that holds its lease; that process
keeps it in memory (a Live: the TableGame, a lock, the seats' connections) and writes every
decision to the store before it sends anything that follows from it.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import secrets
import socket
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Coroutine, Dict, List, Optional, Set, Tuple

from aiohttp import WSCloseCode, WSMsgType, web

import libcrib

from .store import LeaseLost, Save, Store, StoredTable
from .table import LEVELS, AnswerError, Spec, SpecError, TableGame, new_seed

log = logging.getLogger("libcrib.server")

#: The largest message a seat may send (an answer is a few dozen bytes).
MAX_MESSAGE = 4096
#: The largest body of a POST /api/tables.
MAX_BODY = 16384


@dataclass
class Options:
    """What the command line sets."""
    seat_timeout: float = 0.0       # seconds a seat may be gone before a bot takes it; 0: wait
    lease: float = 10.0             # seconds a process's hold on a table lasts unrenewed
    tables_per_hour: int = 60       # tables one address may create in an hour
    rate: float = 20.0              # messages a second a connection may send, on average
    burst: float = 40.0             # and at once
    test: bool = False              # takes a fixed seed in POST /api/tables
    web: Optional[Path] = None      # the source tree (or bundle) the page is served from
    bot_threads: int = 2            # threads that run the bots' decisions


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Seat:
    """A connection: a seat's (seat a number) or a spectator's (None)."""

    def __init__(self, ws: web.WebSocketResponse, seat: Optional[int], extras: bool,
                 rate: float, burst: float, sock: Any = None) -> None:
        self.ws = ws
        self.sock = sock          # the TCP socket, to cork (send_all), when known
        self.seat = seat
        self.extras = extras
        self.sent_request: Optional[Dict[str, Any]] = None
        self.allowance = burst
        self.rate = rate
        self.burst = burst
        self.last = time.monotonic()
        self.close_code: Optional[int] = None
        self.close_why = b""

    def spend(self) -> bool:
        """A token bucket: False when the connection sends faster than it may."""
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.last) * self.rate)
        self.last = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    def refund(self) -> None:
        """An answer taken gives its message back: the game paces those, one a request, so
        that a program answering at once is never cut off; the limit is for the rest."""
        self.allowance = min(self.burst, self.allowance + 1)

    async def close(self, code: int, why: bytes) -> None:
        """Closes the connection with this code, from any task. A close from another task
        wakes the connection's reader, whose handler, ending, would close with 1000 before
        this task could send its code: the handler closes with the code kept here."""
        self.close_code, self.close_why = code, why
        await self.ws.close(code=code, message=why)

    async def send(self, msg: Dict[str, Any]) -> None:
        if self.ws.closed:
            return
        try:
            await self.ws.send_str(json.dumps(msg, separators=(",", ":")))
        except (ConnectionError, RuntimeError):
            pass

    async def send_all(self, msgs: List[Dict[str, Any]]) -> None:
        """Sends the messages, each its own WebSocket message, in one TCP segment where
        they fit: a decision sends a seat two to six, and each send of its own wakes the
        client and costs the server a trip through the loopback's stack (Linux's
        TCP_CORK holds them until the last is written)."""
        corked = len(msgs) > 1 and self._cork(1)
        try:
            for msg in msgs:
                await self.send(msg)
        finally:
            if corked:
                self._cork(0)

    def _cork(self, on: int) -> bool:
        if self.sock is None or _TCP_CORK is None:
            return False
        try:
            self.sock.setsockopt(socket.IPPROTO_TCP, _TCP_CORK, on)
            return True
        except OSError:
            return False


_TCP_CORK: Optional[int] = getattr(socket, "TCP_CORK", None)


@dataclass
class Live:
    """A table this process plays."""
    id: str
    game: TableGame
    kinds: List[str]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: Set[Seat] = field(default_factory=set)
    away: Dict[int, float] = field(default_factory=dict)   # seat -> when it left
    bots: Dict[int, asyncio.Task[Any]] = field(default_factory=dict)
    gone: bool = False

    def connected(self, seat: int) -> bool:
        return any(c.seat == seat and not c.ws.closed for c in self.conns)


class Server:
    def __init__(self, store: Store, options: Options) -> None:
        self.store = store
        self.opt = options
        self.owner = secrets.token_hex(8)
        self.live: Dict[str, Live] = {}
        self.loading: Dict[str, asyncio.Future[Optional[Live]]] = {}
        self.tasks: Set[asyncio.Task[Any]] = set()
        self.pool: Any = None
        self.closing = False

    # -- the application -----------------------------------------------------------------

    def app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_BODY, middlewares=[_errors])
        app.router.add_post("/api/tables", self.create)
        app.router.add_get("/api/tables/{id}", self.state)
        app.router.add_get("/api/tables/{id}/record", self.record)
        app.router.add_get("/ws", self.ws)
        web_root = self.opt.web
        if web_root is not None:
            app.router.add_get("/", _redirect_to_page)
            # The page's folder is its index.html (a static route refuses a folder: 403),
            # the URL that a table's links name.
            index = web_root / "examples" / "web" / "index.html"

            async def page(_: web.Request) -> web.FileResponse:
                return web.FileResponse(index)
            app.router.add_get("/examples/web/", page)
            for part in ("examples/web", "bindings/js", "build/wasm"):
                if (web_root / part).is_dir():
                    app.router.add_static("/" + part, web_root / part)
        app.on_startup.append(self._start)
        app.on_shutdown.append(self._shutdown)
        app.on_cleanup.append(self._cleanup)
        return app

    async def _start(self, app: web.Application) -> None:
        from concurrent.futures import ThreadPoolExecutor
        self.pool = ThreadPoolExecutor(self.opt.bot_threads, thread_name_prefix="crib-bot")
        await self.store.open()
        self._spawn(self._keeper())

    async def _shutdown(self, app: web.Application) -> None:
        self.closing = True
        for live in list(self.live.values()):
            for c in list(live.conns):
                await c.close(WSCloseCode.GOING_AWAY, b"the server stops")

    async def _cleanup(self, app: web.Application) -> None:
        for t in list(self.tasks):
            t.cancel()
        for live in self.live.values():
            for t in live.bots.values():
                t.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        if self.live:
            await self.store.release(self.owner, list(self.live))
        await self.store.close()
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    async def _keeper(self) -> None:
        """Renews this process's leases and takes over the tables no process holds (a
        restart's own, or a dead process's), every third of a lease."""
        while True:
            try:
                now = time.time()
                # Only the tables renewed may be dropped: one loaded while renew() awaits
                # its database was not among them, and is held.
                ids = list(self.live)
                held = set(await self.store.renew(self.owner, ids, now + self.opt.lease))
                for table_id in [t for t in ids if t not in held]:
                    await self._drop(table_id, "another server process took the table over")
                for table_id in await self.store.orphans(now, 100):
                    await self.table(table_id)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("keeping the leases")
            await asyncio.sleep(self.opt.lease / 3)

    # -- tables --------------------------------------------------------------------------

    async def table(self, table_id: str) -> Optional[Live]:
        """The table, played here: loaded from the store and its lease taken when no other
        process holds it. None when it does not exist, is over, or another holds it."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        if table_id in self.loading:
            return await asyncio.shield(self.loading[table_id])
        fut: asyncio.Future[Optional[Live]] = asyncio.get_running_loop().create_future()
        self.loading[table_id] = fut
        try:
            live = await self._load(table_id)
            fut.set_result(live)
            return live
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()
            raise
        finally:
            del self.loading[table_id]

    async def _load(self, table_id: str) -> Optional[Live]:
        now = time.time()
        if not await self.store.take(table_id, self.owner, now, now + self.opt.lease):
            return None
        stored = await self.store.load(table_id)
        if stored is None:
            return None
        game = _resume(stored)
        live = Live(table_id, game, list(stored.spec["seats"]))
        # Every seat of a table taken over left when its server stopped.
        for seat, kind in enumerate(live.kinds):
            if kind == "human":
                live.away[seat] = time.monotonic()
        self.live[table_id] = live
        log.info("table %s resumed after %d decisions", table_id, game.decisions)
        game.advance()   # nothing to do for a table stored between decisions
        await self._after(live)
        return live

    async def _drop(self, table_id: str, why: str) -> None:
        live = self.live.pop(table_id, None)
        if live is None:
            return
        live.gone = True
        for t in live.bots.values():
            t.cancel()
        for c in list(live.conns):
            await c.send({"type": "error", "error": why, "retry_ms": 1000})
            await c.close(WSCloseCode.TRY_AGAIN_LATER, why.encode()[:120])

    async def _save(self, live: Live) -> bool:
        """Writes what the last decision changed; False (the table dropped) when another
        process holds the table now, or when the write failed: the game in memory is then
        ahead of the database, so it is forgotten, its connections told to come back, and
        the table loaded again from what was committed (the decision not acknowledged)."""
        g = live.game
        save = Save(head=g.head() if g.head_dirty else None,
                    deals={n: g.record["deals"][n] for n in g.dirty},
                    pending=dict(g.pending), decisions=g.decisions, over=g.ended)
        try:
            await self.store.save(live.id, self.owner, save, time.time() + self.opt.lease)
        except LeaseLost:
            await self._drop(live.id, "another server process took the table over")
            return False
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: the decision could not be saved", live.id)
            await self._drop(live.id, "the server could not save the last decision: "
                             "connect again")
            return False
        g.head_dirty = False
        g.dirty.clear()
        return True

    async def _after(self, live: Live) -> None:
        """After a change, saved: the events to everyone, the requests to the seats now
        awaited, presence to those who asked for it, and the bots set to work."""
        g = live.game
        outbox = g.take_outbox()
        awaited = g.awaiting()
        conns = list(live.conns)
        # bye is the last message: no presence follows a game's end.
        presence = ({"type": "presence", "seats": self._seats(live)}
                    if not g.ended and any(c.extras for c in conns) else None)
        for c in conns:
            msgs = [dict(msg, you=c.seat) if "you" in msg else msg
                    for seat_filter, msg in outbox
                    if seat_filter is None or c.seat == seat_filter]
            if c.seat is not None and c.seat in awaited:
                req = g.request(c.seat)
                if req != c.sent_request:
                    c.sent_request = req
                    msgs.append(req)  # type: ignore[arg-type]
            if presence is not None and c.extras:
                msgs.append(presence)
            await c.send_all(msgs)
        if g.ended:
            # bye was the last message: no presence follows it, as the table is gone.
            live.gone = True
            for c in list(live.conns):
                await c.close(WSCloseCode.OK, b"the game is over")
            self.live.pop(live.id, None)
            return
        self._kick_bots(live)

    async def _presence(self, live: Live) -> None:
        watchers = [c for c in live.conns if c.extras]
        if not watchers:
            return   # worked out for no one, it cost a tenth of a decision
        msg = {"type": "presence", "seats": self._seats(live)}
        for c in watchers:
            await c.send(msg)

    def _seats(self, live: Live) -> List[Dict[str, Any]]:
        awaited = live.game.awaiting()
        out = []
        for seat, kind in enumerate(live.kinds):
            out.append({"seat": seat, "kind": kind,
                        "connected": kind != "human" or live.connected(seat),
                        "thinking": seat in awaited,
                        "bot": kind if kind != "human" else (
                            self._replacement(live) if self._bot_plays(live, seat) else None)})
        return out

    def _replacement(self, live: Live) -> str:
        return live.game.spec.replacement

    def _bot_plays(self, live: Live, seat: int) -> bool:
        """Whether a bot decides for the seat now: a bot's seat, or a person's gone longer
        than --seat-timeout."""
        if live.kinds[seat] != "human":
            return True
        if self.opt.seat_timeout <= 0 or live.connected(seat) or seat not in live.away:
            return False
        return time.monotonic() - live.away[seat] >= self.opt.seat_timeout

    def _kick_bots(self, live: Live) -> None:
        for seat in live.game.awaiting():
            if seat in live.bots and not live.bots[seat].done():
                continue
            if self._bot_plays(live, seat):
                live.bots[seat] = self._spawn(self._bot(live, seat))

    async def _bot(self, live: Live, seat: int) -> None:
        g = live.game
        kind = live.kinds[seat]
        level = LEVELS[kind if kind != "human" else self._replacement(live)]
        async with live.lock:
            if live.gone or seat not in g.awaiting():
                return
            request = g.request(seat)
            view = g.bot_view(seat)
            seed = g.bot_seed(seat)
        loop = asyncio.get_running_loop()
        if request and request["type"] == "discard":
            cards = await loop.run_in_executor(self.pool, libcrib.bot_choose_discard, view,
                                               level, seed)
            answer: Dict[str, Any] = {"discard": [str(c) for c in cards]}
        else:
            card = await loop.run_in_executor(self.pool, libcrib.bot_choose_play, view, level,
                                              seed)
            answer = {"card": None if card is None else str(card)}
        async with live.lock:
            if live.bots.get(seat) is asyncio.current_task():
                del live.bots[seat]   # so that its next decision, if it follows, is asked for
            if live.gone or g.request(seat) != request or not self._bot_plays(live, seat):
                return
            await self._decide(live, seat, answer)

    async def _decide(self, live: Live, seat: int, answer: Any) -> None:
        """Applies an answer (the lock held): AnswerError when refused, nothing changed."""
        live.game.answer(seat, answer)
        if await self._save(live):
            await self._after(live)

    # -- HTTP ----------------------------------------------------------------------------

    async def create(self, request: web.Request) -> web.Response:
        address = request.remote or "?"
        now = time.time()
        if await self.store.created_since(address, now - 3600) >= self.opt.tables_per_hour:
            return _error(429, f"too many tables from {address}: at most "
                          f"{self.opt.tables_per_hour} an hour")
        try:
            body = await request.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            return _error(400, "the body is not JSON: a table is a JSON object")
        try:
            spec = Spec.parse(body, fixed_seed=self.opt.test)
        except SpecError as e:
            return _error(400, str(e))
        seed, salt = new_seed()
        if spec.seed is not None:
            seed = spec.seed
        game = TableGame.new(spec, seed, salt)
        game.advance()
        table_id = secrets.token_hex(8)
        tokens: Dict[int, str] = {s: secrets.token_hex(24)
                                  for s, kind in enumerate(spec.seats) if kind == "human"}
        save = Save(head=game.head(), deals={n: game.record["deals"][n] for n in game.dirty},
                    pending={}, decisions=game.decisions, over=game.ended)
        await self.store.create(table_id, now, address, spec.to_json(), game.seed_hex,
                                salt, game.commitment, save,
                                [(token_hash(t), s) for s, t in tokens.items()], self.owner,
                                now + self.opt.lease)
        game.head_dirty = False
        game.dirty.clear()
        game.take_outbox()  # no one is connected yet
        live = Live(table_id, game, list(spec.seats))
        self.live[table_id] = live
        self._kick_bots(live)
        base = f"{request.scheme}://{request.host}"
        seats = []
        for s, kind in enumerate(spec.seats):
            entry: Dict[str, Any] = {"seat": s, "kind": kind}
            if s in tokens:
                entry.update(token=tokens[s], url=f"{base}/examples/web/#play={tokens[s]}")
            seats.append(entry)
        return web.json_response({"id": table_id, "seats": seats,
                                  "commitment": game.commitment,
                                  "watch": f"{base}/examples/web/#watch={table_id}"},
                                 status=201)

    async def _stored_game(self, table_id: str) -> Tuple[Optional[Live], Optional[TableGame]]:
        live = self.live.get(table_id)
        if live is not None:
            return live, live.game
        stored = await self.store.load(table_id)
        if stored is None:
            return None, None
        return None, _resume(stored)

    async def state(self, request: web.Request) -> web.Response:
        table_id = request.match_info["id"]
        live, game = await self._stored_game(table_id)
        if game is None:
            return _error(404, f"no table {table_id}")
        out: Dict[str, Any]
        if live is not None:
            # Under the lock: a decision being saved is not shown before it is committed.
            async with live.lock:
                out = {"id": table_id, **game.public(), "seats": self._seats(live)}
        else:
            out = {"id": table_id, **game.public()}
            out["seats"] = [{"seat": s, "kind": k} for s, k in enumerate(game.spec.seats)]
        return web.json_response(out)

    async def record(self, request: web.Request) -> web.Response:
        table_id = request.match_info["id"]
        stored = await self.store.load(table_id)
        if stored is None:
            return _error(404, f"no table {table_id}")
        if not stored.over:
            return _error(409, "the game is not over: its record, which shows every hand, "
                          "is given once the game ends")
        return web.Response(text=stored.record_text(), content_type="application/json")

    # -- WebSockets ----------------------------------------------------------------------

    async def ws(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=30)
        await ws.prepare(request)
        token = request.query.get("token")
        watch = request.query.get("table")
        extras = request.query.get("extra") in ("1", "true")
        if token is not None:
            found = await self.store.seat(token_hash(token))
            if found is None:
                return await _refuse(ws, "no seat has this token", WSCloseCode.POLICY_VIOLATION)
            table_id, seat = found
        elif watch is not None:
            table_id, seat = watch, None
        else:
            return await _refuse(ws, "a seat connects with ?token=TOKEN, a spectator with "
                                 "?table=ID", WSCloseCode.POLICY_VIOLATION)
        stored_over = False
        live = self.live.get(table_id) or await self.table(table_id)
        if live is None:
            stored = await self.store.load(table_id)
            if stored is None:
                return await _refuse(ws, f"no table {table_id}", WSCloseCode.POLICY_VIOLATION)
            if not stored.over:
                await ws.send_str(json.dumps({"type": "error", "retry_ms": 1000, "error":
                                              "the table is played by another server process: "
                                              "connect again"}))
                await ws.close(code=WSCloseCode.TRY_AGAIN_LATER, message=b"try again")
                return ws
            stored_over = True
            game = _resume(stored)
        conn = Seat(ws, seat, extras, self.opt.rate, self.opt.burst,
                    request.transport.get_extra_info("socket")
                    if request.transport is not None else None)
        if stored_over:
            # A finished game: what a seat knew at its end, then bye.
            for msg in game.hello(seat, table_id):
                await conn.send(msg)
            if extras:
                await conn.send(game.seat_view(seat))
            await conn.send({"type": "bye"})
            await ws.close(code=WSCloseCode.OK, message=b"the game is over")
            return ws
        assert live is not None
        async with live.lock:
            if live.gone:
                # Dropped while this connection waited for it: no one would speak to it.
                return await _refuse(ws, "the table moved to another server process: connect "
                                     "again", WSCloseCode.TRY_AGAIN_LATER, retry_ms=1000)
            if seat is not None:
                for old in [c for c in live.conns if c.seat == seat]:
                    await old.send({"type": "error",
                                    "error": "another connection took this seat"})
                    live.conns.discard(old)
                    await old.close(WSCloseCode.POLICY_VIOLATION,
                                    b"seat taken by another connection")
                live.away.pop(seat, None)
            live.conns.add(conn)
            for msg in live.game.hello(seat, table_id):
                await conn.send(msg)
            if extras:
                await conn.send(live.game.seat_view(seat))
            if seat is not None and seat in live.game.awaiting():
                conn.sent_request = live.game.request(seat)
                await conn.send(conn.sent_request)  # type: ignore[arg-type]
            await self._presence(live)
        try:
            await self._read(live, conn)
        finally:
            if conn.close_code is not None:
                await ws.close(code=conn.close_code, message=conn.close_why)
            live.conns.discard(conn)
            if seat is not None and not live.connected(seat) and not live.gone:
                live.away[seat] = time.monotonic()
                if self.opt.seat_timeout > 0:
                    asyncio.get_running_loop().call_later(
                        self.opt.seat_timeout + 0.05, self._kick_bots, live)
            if not live.gone and not self.closing:
                async with live.lock:   # not the state of a decision still being saved
                    await self._presence(live)
        return ws

    async def _read(self, live: Live, conn: Seat) -> None:
        ws = conn.ws
        async for msg in ws:
            if msg.type == WSMsgType.ERROR:
                break
            if msg.type != WSMsgType.TEXT:
                await conn.send({"type": "error", "error": "a message is one JSON object in a "
                                 "text message"})
                continue
            if not conn.spend():
                await conn.send({"type": "error", "error": "too many messages: at most "
                                 f"{self.opt.rate:g} a second"})
                await _drain(ws)
                await ws.close(code=WSCloseCode.POLICY_VIOLATION, message=b"too many messages")
                break
            try:
                answer = json.loads(msg.data, object_pairs_hook=_no_duplicates)
            except (ValueError, RecursionError) as e:
                await conn.send({"type": "error", "error": f"not JSON: {e}"})
                continue
            if conn.seat is None:
                await conn.send({"type": "error", "error": "a spectator sends nothing"})
                continue
            if isinstance(answer, dict) and "type" in answer and answer["type"] != "answer":
                await conn.send({"type": "error", "error": f"unknown message type "
                                 f"{str(answer['type'])[:40]!r}: a seat sends only answers"})
                continue
            async with live.lock:
                if live.gone:
                    break
                try:
                    await self._decide(live, conn.seat, answer)
                    conn.refund()
                except AnswerError as e:
                    await conn.send({"type": "error", "error": str(e)})


async def _drain(ws: web.WebSocketResponse, quiet: float = 0.1, most: float = 1.0) -> None:
    """Reads and drops what a flooding client still sends, until it pauses (for at most a
    second). A socket closed with data unread is reset, and the client then loses what it
    had not read yet: the error that says why, and the close frame."""
    loop = asyncio.get_running_loop()
    end = loop.time() + most
    while loop.time() < end:
        try:
            msg = await ws.receive(timeout=min(quiet, end - loop.time()))
        except asyncio.TimeoutError:
            return
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
            return


def _no_duplicates(pairs: List[Tuple[str, Any]]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"a member named twice ({k[:40]!r})")
        out[k] = v
    return out


def _resume(stored: StoredTable) -> TableGame:
    spec = Spec.parse(stored.spec, fixed_seed=True)
    return TableGame.resume(spec, int(stored.seed_hex, 16), stored.salt, stored.record_text(),
                            stored.pending)


async def _refuse(ws: web.WebSocketResponse, why: str, code: int,
                  **more: Any) -> web.WebSocketResponse:
    await ws.send_str(json.dumps({"type": "error", "error": why, **more}))
    await ws.close(code=code, message=why.encode()[:120])
    return ws


def _error(status: int, why: str) -> web.Response:
    return web.json_response({"error": why}, status=status)


async def _redirect_to_page(request: web.Request) -> web.Response:
    raise web.HTTPFound("/examples/web/" + ("?" + request.query_string
                                            if request.query_string else ""))


@web.middleware
async def _errors(request: web.Request, handler: Any) -> web.StreamResponse:
    """Every refusal as a JSON sentence; an internal fault logged, never shown."""
    try:
        response: web.StreamResponse = await handler(request)
        return response
    except web.HTTPRequestEntityTooLarge:
        return _error(413, f"the body is larger than {MAX_BODY} bytes")
    except web.HTTPException as e:
        if e.status >= 400 and e.content_type != "application/json":
            return _error(e.status, e.reason)
        raise
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception("%s %s", request.method, request.path)
        return _error(500, "the server failed on this request (it is in the server's log)")


def find_web_root() -> Optional[Path]:
    """Where the page is: the bundle in the package (an installed wheel), or the source
    tree this package sits in (after make wasm)."""
    here = Path(__file__).resolve().parent
    # The package's own copy, then the tree's root (bindings/python/libcrib/server/..).
    for root in (here / "web", *here.parents[3:4]):
        if (root / "examples" / "web" / "index.html").is_file():
            return root
    return None

