# SPDX-License-Identifier: MIT
"""python3 -m libcrib.server.bot: an arena bot program (docs/bots.md's JSON-lines protocol,
what `crib arena exec:` runs) plays a seat of a server's table.

    python3 -m libcrib.server.bot --token TOKEN -- python3 examples/arena_bot.py

The bridge connects to /ws?token=TOKEN, starts the program, writes each message of the
server as one line on the program's standard input and sends each line the program writes
on its standard output, once a request is open, as its answer (a line written before a
request is the next request's answer, as the arena takes it). The program's standard error
is the bridge's.

How it ends: after `bye` the program's input is closed and the bridge waits for it and
exits 0 when it exits 0, else 1; a program still running --grace seconds after bye is
killed, with its process group, and the game stands (exit 0), as in the arena. An error from the server (an
answer refused, a bad token) is printed and the bridge exits 1, killing the program, as the
arena stops a run on a refused answer. A program that exits or closes its output before the
game is over is a failure too (exit 1), as in the arena, whatever its status.

A connection that drops is made again with the same token; the server then sends hello,
game and the current deal again, and the request the seat owes. The program sees none of
that twice: a hello, a game and a deal already forwarded are dropped (a deal that began
while the bridge was away is forwarded), a request already forwarded is not forwarded
again but answered with the program's answer when it gave one (the server had not taken
it), else answered when the program gives it. The events the server sent while the bridge
was away (cards played, the starter, shows) are not sent again and the program does not
see them; a play request carries all a seat knows of the deal (hand, pile, cards played,
cards held, scores), which is what a bot decides from. An error with retry_ms (the table
moves to another server process) is such a drop too.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import signal
import sys
import time
from typing import Any, Deque, Dict, List, Optional, Sequence, Set, Tuple
from urllib.parse import urlencode

PROG = "python3 -m libcrib.server.bot"
#: The messages a seat must answer.
REQUESTS = ("discard", "play")
#: The waits between attempts to connect again, in seconds (the last one repeats).
BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0)


class Failure(Exception):
    """The bridge must stop: the message says why."""


class _Again(Exception):
    """The server asks the seat to connect again after `delay` seconds."""

    def __init__(self, delay: float) -> None:
        super().__init__(delay)
        self.delay = delay


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=PROG, usage=f"{PROG} --token TOKEN [--url URL] [--grace S] [--retry S] -- "
                             "COMMAND [ARG ...]",
        description="Plays a seat of a libcrib server's table with an arena bot program "
                    "(one JSON message a line on its standard input, one answer a line on its "
                    "standard output, as `crib arena exec:` runs it: docs/bots.md). COMMAND "
                    "and its ARGs are run as they are, without a shell; a COMMAND alone, "
                    "with no ARG, is run by /bin/sh -c, as the arena's exec: is, so that "
                    "-- 'python3 bot.py --level 2' works too.",
        epilog="Exit status: 0 when the game is over and the program exited 0; 1 when the "
               "server refused something (printed), the program failed or ended before the "
               "game did, or the server could not be reached. A dropped connection is made "
               "again with the same token; the program never sees a message twice "
               "(see the module's docstring: pydoc libcrib.server.bot).")
    p.add_argument("--token", required=True, help="the seat's token (POST /api/tables gives it)")
    p.add_argument("--url", default="http://127.0.0.1:8080",
                   help="the server (http://127.0.0.1:8080); http:// or https://, or ws:// "
                        "or wss://")
    p.add_argument("--grace", type=float, default=5, metavar="S",
                   help="how long the program has to exit after bye before it is killed (5 s)")
    p.add_argument("--retry", type=float, default=120, metavar="S",
                   help="how long to try to connect again after a connection drops (120 s); "
                        "the first connection is tried once")
    return p


def ws_url(base: str, token: str) -> str:
    """The seat's WebSocket URL under a server's base URL."""
    base = base.rstrip("/")
    for http, ws in (("http://", "ws://"), ("https://", "wss://")):
        if base.startswith(http):
            base = ws + base[len(http):]
    if not base.startswith(("ws://", "wss://")):
        raise Failure(f"--url {base!r} is not an http://, https://, ws:// or wss:// URL")
    if base.endswith("/ws"):
        base = base[:-3]
    return f"{base}/ws?{urlencode({'token': token})}"


def program_argv(command: Sequence[str]) -> List[str]:
    """The program's argv: the command as given, or a lone string run by the shell."""
    return ["/bin/sh", "-c", command[0]] if len(command) == 1 else list(command)


def _how(status: Optional[int]) -> str:
    if status is None:
        return "still running"
    if status < 0:
        try:
            return f"killed by {signal.Signals(-status).name}"
        except ValueError:
            return f"killed by signal {-status}"
    return f"exit status {status}"


class Bridge:
    """One seat: the server's connection (made again when it drops) and the program."""

    def __init__(self, url: str, token: str, command: Sequence[str], *, grace: float = 5.0,
                 retry: float = 120.0) -> None:
        self.url = ws_url(url, token)
        self.argv = program_argv(command)
        self.grace = grace
        self.retry = retry
        self.killed = False      # the program outlived its grace and was killed
        self.proc: Optional[asyncio.subprocess.Process] = None
        self.ws: Any = None
        # What the program has been sent, so that it is sent nothing twice.
        self.seen_hello = False
        self.seen_games: Set[Any] = set()
        self.last_deal: Tuple[int, int] = (-1, -1)
        self.request: Optional[Dict[str, Any]] = None   # the last request forwarded
        self.answer: Optional[str] = None               # the program's answer to it
        self.owed = False        # this connection's server waits for that answer
        self.early: Deque[str] = collections.deque()     # lines written with no request open
        self.over = False        # the game's end (or bye) has been forwarded
        self.bye = False

    # -- the server --------------------------------------------------------------------

    async def _connect(self, session: Any) -> Any:
        import aiohttp
        try:
            ws = await session.ws_connect(self.url, heartbeat=15, max_msg_size=0)
        except (aiohttp.ClientError, OSError, asyncio.TimeoutError) as e:
            raise Failure(f"cannot connect to {self.url.split('?')[0]}: {e or type(e).__name__}")
        self.owed = False
        return ws

    async def _reconnect(self, session: Any, delay: float) -> Any:
        deadline = time.monotonic() + self.retry
        print(f"{PROG}: the connection dropped; connecting again", file=sys.stderr, flush=True)
        attempt = 0
        while True:
            await asyncio.sleep(delay)
            try:
                return await self._connect(session)
            except Failure as e:
                if time.monotonic() + delay > deadline:
                    raise Failure(f"{e} (tried for {self.retry:g} s)") from None
            delay = BACKOFF[min(attempt, len(BACKOFF) - 1)]
            attempt += 1

    async def _serve(self, session: Any) -> None:
        """Plays until bye; Failure when the server refuses something or is gone."""
        import aiohttp
        trouble_since: Optional[float] = None   # connections dropped since a message came
        while True:
            delay = BACKOFF[0]
            try:
                async for msg in self.ws:
                    if msg.type == aiohttp.WSMsgType.TEXT:
                        await self._from_server(msg.data)
                        trouble_since = None
                        if self.bye:
                            return
                    elif msg.type == aiohttp.WSMsgType.ERROR:
                        break
            except _Again as again:
                delay = again.delay
            if self.over:
                return   # the game ended; a bye lost with the connection changes nothing
            now = time.monotonic()
            trouble_since = now if trouble_since is None else trouble_since
            if now - trouble_since > self.retry:
                raise Failure(f"the server has not kept a connection for {self.retry:g} s")
            await self.ws.close()
            self.ws = await self._reconnect(session, delay)

    def _check_error(self, text: str) -> Dict[str, Any]:
        """The message; Failure when it is an error, _Again when it asks for a new
        connection."""
        try:
            msg = json.loads(text)
        except ValueError:
            raise Failure(f"the server sent what is not JSON: {text[:200]!r}") from None
        if not isinstance(msg, dict):
            raise Failure(f"the server sent what is not a JSON object: {text[:200]!r}")
        if msg.get("type") == "error":
            if isinstance(msg.get("retry_ms"), (int, float)):
                print(f"{PROG}: the server says: {msg.get('error')}", file=sys.stderr,
                      flush=True)
                raise _Again(msg["retry_ms"] / 1000)
            raise Failure(f"the server refused: {msg.get('error')}")
        return msg

    async def _from_server(self, text: str) -> None:
        msg = self._check_error(text)
        kind = msg.get("type")
        if kind == "hello":
            if self.seen_hello:
                return
            self.seen_hello = True
        elif kind == "game":
            if msg.get("game") in self.seen_games:
                return
            self.seen_games.add(msg.get("game"))
        elif kind == "deal":
            key = (int(msg.get("game") or 0), int(msg.get("deal") or 0))
            if key <= self.last_deal:
                return
            self.last_deal = key
        elif kind in REQUESTS:
            await self._request(msg, text)
            return
        elif kind in ("end", "bye"):
            self.over = True
            self.bye = kind == "bye"
        await self._to_program(msg, text)

    async def _request(self, msg: Dict[str, Any], text: str) -> None:
        if msg == self.request:
            # Sent again on a new connection: the server has not taken the answer, which
            # is sent again when the program gave it, else when it gives it.
            self.owed = True
            if self.answer is not None:
                await self._send(self.answer)
            return
        self.request, self.answer, self.owed = msg, None, True
        await self._to_program(msg, text)
        if self.early:
            self.answer = self.early.popleft()
            await self._send(self.answer)

    async def _send(self, line: str) -> None:
        """Sends the answer when the connection's server waits for it; when the connection
        is gone, the request will be sent again on the next and answered then."""
        if not self.owed or self.ws is None or self.ws.closed:
            return
        try:
            await self.ws.send_str(line)
            self.owed = False
        except (ConnectionError, RuntimeError):
            pass

    # -- the program -------------------------------------------------------------------

    async def _start(self) -> None:
        try:
            self.proc = await asyncio.create_subprocess_exec(
                *self.argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                start_new_session=True)
        except OSError as e:
            raise Failure(f"cannot start {self.argv[0]}: {e.strerror or e}") from None

    async def _to_program(self, msg: Dict[str, Any], text: str) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        line = text if "\n" not in text else json.dumps(msg, separators=(",", ":"))
        try:
            self.proc.stdin.write(line.encode() + b"\n")
            await self.proc.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            pass   # the program is gone: _read_program sees its output end

    async def _read_program(self) -> None:
        """The program's lines, until its output ends."""
        assert self.proc is not None and self.proc.stdout is not None
        while True:
            try:
                raw = await self.proc.stdout.readline()
            except ValueError:
                raise Failure("the program wrote a line longer than 64 KiB") from None
            if not raw:
                return
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            if self.request is not None and self.answer is None:
                self.answer = line
                await self._send(line)
            else:
                self.early.append(line)

    async def _stop(self, grace: float) -> Optional[int]:
        """Closes the program's input, waits up to grace seconds for it to exit, then kills
        its process group; its status."""
        proc = self.proc
        if proc is None:
            return None
        if proc.stdin is not None and not proc.stdin.is_closing():
            proc.stdin.close()
        try:
            await asyncio.wait_for(proc.wait(), grace)
        except asyncio.TimeoutError:
            self.killed = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)   # its helpers too, as the arena does
        except (ProcessLookupError, PermissionError):
            pass
        return await proc.wait()

    async def _over(self) -> int:
        """The game is over: the program's end, and the bridge's status."""
        status = await self._stop(self.grace)
        if self.killed:
            print(f"{PROG}: the program did not exit within {self.grace:g} s of the game's "
                  "end: killed", file=sys.stderr, flush=True)
            return 0
        return 0 if status == 0 else 1

    # -- the whole -----------------------------------------------------------------------

    async def run(self) -> int:
        import aiohttp
        async with aiohttp.ClientSession() as session:
            try:
                return await self._play(session)
            except Failure as e:
                print(f"{PROG}: {e}", file=sys.stderr, flush=True)
                await self._stop(1.0)
                return 1
            finally:
                if self.ws is not None:
                    await self.ws.close()

    async def _play(self, session: Any) -> int:
        import aiohttp
        deadline = time.monotonic() + self.retry
        while True:
            # The first message: a bad token is told before any program is started.
            self.ws = await self._connect(session)
            first = await self.ws.receive()
            if first.type != aiohttp.WSMsgType.TEXT:
                raise Failure("the server closed the connection at once "
                              f"({first.extra or 'no reason given'})")
            try:
                self._check_error(first.data)
                break
            except _Again as again:
                await self.ws.close()
                if time.monotonic() + again.delay > deadline:
                    raise Failure(f"the server asked to connect again for {self.retry:g} s")
                await asyncio.sleep(again.delay)
        await self._start()
        await self._from_server(first.data)
        serve = asyncio.ensure_future(self._serve(session))
        reader = asyncio.ensure_future(self._read_program())
        try:
            done, _ = await asyncio.wait({serve, reader}, return_when=asyncio.FIRST_COMPLETED)
            if serve in done:
                serve.result()                       # Failure, when it is one
                await self.ws.close()
                return await self._over()
            reader.result()                          # Failure, when it is one
            if self.over:
                await self.ws.close()
                return await self._over()
            assert self.proc is not None
            try:
                await asyncio.wait_for(self.proc.wait(), 1.0)
                how = f"the program ended before the game was over ({_how(self.proc.returncode)})"
            except asyncio.TimeoutError:
                how = "the program closed its standard output before the game was over"
            raise Failure(how)
        finally:
            for task in (serve, reader):
                task.cancel()
            await asyncio.gather(serve, reader, return_exceptions=True)


def main(argv: Optional[Sequence[str]] = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = _parser()
    if "--" in argv:
        cut = argv.index("--")
        options, command = argv[:cut], argv[cut + 1:]
    else:
        options, command = argv, []
    args = parser.parse_args(options)
    if not command:
        parser.error("the bot's command goes after --, as in -- python3 examples/arena_bot.py")
    try:
        import aiohttp  # noqa: F401
    except ImportError:
        sys.exit(f"{PROG}: aiohttp is not installed: pip install 'libcrib[server]', or on "
                 "Debian apt-get install python3-aiohttp")
    try:
        bridge = Bridge(args.url, args.token, command, grace=args.grace, retry=args.retry)
    except Failure as e:
        sys.exit(f"{PROG}: {e}")
    sys.exit(_run(bridge))


def _run(bridge: Bridge) -> int:
    """Runs the bridge; SIGINT and SIGTERM kill the program's group and end the bridge by
    the same signal's status (130, 143)."""
    async def guarded() -> int:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        caught: List[int] = []

        def stop(signum: int) -> None:
            caught.append(signum)
            assert task is not None
            task.cancel()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stop, signum)
        try:
            return await bridge.run()
        except asyncio.CancelledError:
            if bridge.proc is not None and bridge.proc.returncode is None:
                try:
                    os.killpg(bridge.proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            return 128 + (caught[0] if caught else signal.SIGTERM)
    return asyncio.run(guarded())


if __name__ == "__main__":
    main()
