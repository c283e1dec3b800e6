# SPDX-License-Identifier: MIT
"""Where the tables are kept: SQLite (a file, in WAL mode; the default) or PostgreSQL (psycopg 3
and its pool), the same three relations in each.

  tables  one row a table: its spec, seed, salt, commitment, the record's head (the record
          less its deals), the discards accepted but not yet in the record, and the lease:
          which server process plays it (owner) and until when (lease_until, seconds since
          the epoch)
  deals   the record's deals, one row each (a decision rewrites the current deal's row alone)
  seats   the seats' tokens, by their SHA-256 (the database never holds a token itself)

Every write that follows a decision is one transaction, fenced by the lease: it changes
nothing, and says so, when another process has taken the table over.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Literal, Optional, Sequence, Tuple

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS tables (
        id TEXT PRIMARY KEY,
        created DOUBLE PRECISION NOT NULL,
        address TEXT NOT NULL,
        spec TEXT NOT NULL,
        seed_hex TEXT NOT NULL,
        salt TEXT NOT NULL,
        commitment TEXT NOT NULL,
        head TEXT NOT NULL,
        pending TEXT NOT NULL,
        decisions INTEGER NOT NULL,
        over INTEGER NOT NULL,
        owner TEXT,
        lease_until DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS tables_open ON tables (over, lease_until)",
    "CREATE INDEX IF NOT EXISTS tables_address ON tables (address, created)",
    """CREATE TABLE IF NOT EXISTS deals (
        table_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (table_id, n))""",
    """CREATE TABLE IF NOT EXISTS seats (
        token_hash TEXT PRIMARY KEY,
        table_id TEXT NOT NULL,
        seat INTEGER NOT NULL)""",
)


@dataclass
class StoredTable:
    """A table as stored."""
    id: str
    spec: Dict[str, Any]
    seed_hex: str
    salt: str
    commitment: str
    head: Dict[str, Any]
    deals: List[Dict[str, Any]]
    pending: Dict[int, List[str]]
    decisions: int
    over: bool
    owner: Optional[str]
    lease_until: float

    def record_text(self) -> str:
        """The record: the head with its deals, as the game wrote it."""
        record = dict(self.head)
        record["deals"] = self.deals
        order = ["record", "seed", "seed_hex", "variant", "players", "target", "ladder",
                 "options", "first_cut", "first_dealer", "levels", "deals", "result",
                 "fairness"]
        ordered = {k: record[k] for k in order if k in record}
        ordered.update({k: v for k, v in record.items() if k not in ordered})
        return json.dumps(ordered, separators=(",", ":"))


@dataclass
class Save:
    """What a decision changed: the head when it changed, the deals rewritten, the pending
    discards, the decisions and whether the game is over."""
    head: Optional[Dict[str, Any]]
    deals: Dict[int, Dict[str, Any]]
    pending: Dict[int, List[str]]
    decisions: int
    over: bool


def _pending_json(pending: Dict[int, List[str]]) -> str:
    return json.dumps({str(k): v for k, v in sorted(pending.items())})


def _pending(text: str) -> Dict[int, List[str]]:
    return {int(k): v for k, v in json.loads(text).items()}


class Store:
    """The interface both stores give (all coroutines)."""
    kind = "?"

    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def create(self, table_id: str, now: float, address: str, spec: Dict[str, Any],
                     seed_hex: str, salt: str, commitment: str, save: Save,
                     seats: Sequence[Tuple[str, int]], owner: str, lease_until: float) -> None:
        raise NotImplementedError

    async def save(self, table_id: str, owner: str, save: Save, lease_until: float) -> bool:
        raise NotImplementedError

    async def load(self, table_id: str) -> Optional[StoredTable]:
        raise NotImplementedError

    async def seat(self, token_hash: str) -> Optional[Tuple[str, int]]:
        raise NotImplementedError

    async def take(self, table_id: str, owner: str, now: float, until: float) -> bool:
        raise NotImplementedError

    async def renew(self, owner: str, ids: Iterable[str], until: float) -> List[str]:
        raise NotImplementedError

    async def release(self, owner: str, ids: Iterable[str]) -> None:
        raise NotImplementedError

    async def orphans(self, now: float, limit: int) -> List[str]:
        raise NotImplementedError

    async def created_since(self, address: str, since: float) -> int:
        raise NotImplementedError


def _row(r: Sequence[Any], deals: List[Dict[str, Any]]) -> StoredTable:
    return StoredTable(id=r[0], spec=json.loads(r[1]), seed_hex=r[2], salt=r[3],
                       commitment=r[4], head=json.loads(r[5]), deals=deals,
                       pending=_pending(r[6]), decisions=int(r[7]), over=bool(r[8]),
                       owner=r[9], lease_until=float(r[10]))


_SELECT = ("SELECT id, spec, seed_hex, salt, commitment, head, pending, decisions, over, owner, "
           "lease_until FROM tables WHERE id = {p}")
_DEALS = "SELECT body FROM deals WHERE table_id = {p} ORDER BY n"
_UPSERT_DEAL = ("INSERT INTO deals (table_id, n, body) VALUES ({p}, {p}, {p}) "
                "ON CONFLICT (table_id, n) DO UPDATE SET body = excluded.body")
_INSERT_TABLE = ("INSERT INTO tables (id, created, address, spec, seed_hex, salt, commitment, "
                 "head, pending, decisions, over, owner, lease_until) VALUES "
                 "({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p})")
_SAVE = ("UPDATE tables SET head = COALESCE({p}, head), pending = {p}, decisions = {p}, "
         "over = {p}, lease_until = {p} WHERE id = {p} AND owner = {p}")
_TAKE = ("UPDATE tables SET owner = {p}, lease_until = {p} WHERE id = {p} AND over = 0 AND "
         "(owner IS NULL OR owner = {p} OR lease_until < {p})")
_ORPHANS = ("SELECT id FROM tables WHERE over = 0 AND (owner IS NULL OR lease_until < {p}) "
            "ORDER BY created LIMIT {p}")


class SQLiteStore(Store):
    """A file, in WAL mode, synchronous=NORMAL: a commit is written before it returns, so a
    server killed (SIGKILL) loses nothing it acknowledged; the machine losing power may lose
    the last commits (--sync full fsyncs each one)."""
    kind = "sqlite"

    def __init__(self, path: str, *, sync_full: bool = False) -> None:
        self.path = path
        self.sync_full = sync_full
        self.db: Optional[sqlite3.Connection] = None
        self._batch: List[Tuple[str, str, Save, float, "asyncio.Future[bool]"]] = []

    def _q(self, sql: str) -> str:
        return sql.format(p="?")

    async def open(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=30)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(f"PRAGMA synchronous={'FULL' if self.sync_full else 'NORMAL'}")
        db.execute("PRAGMA busy_timeout=30000")
        for statement in SCHEMA:
            db.execute(statement)
        self.db = db

    async def close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    def _conn(self) -> sqlite3.Connection:
        assert self.db is not None, "the store is not open"
        return self.db

    def _deals(self, db: sqlite3.Connection, table_id: str, save: Save) -> None:
        for n, body in sorted(save.deals.items()):
            db.execute(self._q(_UPSERT_DEAL), (table_id, n, json.dumps(body)))

    async def create(self, table_id: str, now: float, address: str, spec: Dict[str, Any],
                     seed_hex: str, salt: str, commitment: str, save: Save,
                     seats: Sequence[Tuple[str, int]], owner: str, lease_until: float) -> None:
        db = self._conn()
        with _transaction(db):
            db.execute(self._q(_INSERT_TABLE),
                       (table_id, now, address, json.dumps(spec), seed_hex, salt, commitment,
                        json.dumps(save.head), _pending_json(save.pending), save.decisions,
                        int(save.over), owner, lease_until))
            for token_hash, seat in seats:
                db.execute("INSERT INTO seats (token_hash, table_id, seat) VALUES (?, ?, ?)",
                           (token_hash, table_id, seat))
            self._deals(db, table_id, save)

    async def save(self, table_id: str, owner: str, save: Save, lease_until: float) -> bool:
        """Returns once the save is committed. The saves of one turn of the event loop (the
        decisions of the tables whose messages came in together) are committed together, in
        one transaction: a commit costs as much as the rest of a save, and SQLite works in
        the event loop's thread, stopping every table while it writes. A save whose lease is
        lost writes nothing and raises LeaseLost, the others of its batch unaffected."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._batch.append((table_id, owner, save, lease_until, done))
        if len(self._batch) == 1:
            loop.call_soon(self._commit_batch)
        return await done  # type: ignore[no-any-return]

    def _commit_batch(self) -> None:
        batch, self._batch = self._batch, []
        outcomes: List[Tuple["asyncio.Future[bool]", Optional[BaseException]]] = []
        try:
            db = self._conn()
            with _transaction(db):
                for table_id, owner, save, lease_until, done in batch:
                    cur = db.execute(self._q(_SAVE), (
                        None if save.head is None else json.dumps(save.head),
                        _pending_json(save.pending), save.decisions, int(save.over),
                        lease_until, table_id, owner))
                    if cur.rowcount != 1:
                        outcomes.append((done, LeaseLost()))
                        continue
                    self._deals(db, table_id, save)
                    outcomes.append((done, None))
        except BaseException as e:   # rolled back: none of the batch is saved
            outcomes = [(done, e) for *_, done in batch]
        for done, error in outcomes:
            if done.done():
                continue
            if error is None:
                done.set_result(True)
            else:
                done.set_exception(error)

    async def load(self, table_id: str) -> Optional[StoredTable]:
        db = self._conn()
        r = db.execute(self._q(_SELECT), (table_id,)).fetchone()
        if r is None:
            return None
        deals = [json.loads(b) for (b,) in db.execute(self._q(_DEALS), (table_id,))]
        return _row(r, deals)

    async def seat(self, token_hash: str) -> Optional[Tuple[str, int]]:
        r = self._conn().execute("SELECT table_id, seat FROM seats WHERE token_hash = ?",
                                 (token_hash,)).fetchone()
        return None if r is None else (r[0], int(r[1]))

    async def take(self, table_id: str, owner: str, now: float, until: float) -> bool:
        cur = self._conn().execute(self._q(_TAKE), (owner, until, table_id, owner, now))
        return cur.rowcount == 1

    async def renew(self, owner: str, ids: Iterable[str], until: float) -> List[str]:
        db = self._conn()
        held = []
        with _transaction(db):
            for table_id in ids:
                cur = db.execute("UPDATE tables SET lease_until = ? WHERE id = ? AND owner = ?",
                                 (until, table_id, owner))
                if cur.rowcount == 1:
                    held.append(table_id)
        return held

    async def release(self, owner: str, ids: Iterable[str]) -> None:
        db = self._conn()
        with _transaction(db):
            for table_id in ids:
                db.execute("UPDATE tables SET owner = NULL, lease_until = 0 WHERE id = ? AND "
                           "owner = ?", (table_id, owner))

    async def orphans(self, now: float, limit: int) -> List[str]:
        return [r[0] for r in self._conn().execute(self._q(_ORPHANS), (now, limit))]

    async def created_since(self, address: str, since: float) -> int:
        r = self._conn().execute("SELECT COUNT(*) FROM tables WHERE address = ? AND created >= ?",
                                 (address, since)).fetchone()
        return int(r[0])


class _Lost(Exception):
    """The table's lease was lost: another process plays it now."""


class LeaseLost(Exception):
    """Raised by save() when another server process has taken the table over."""


class _transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: Any, value: Any, tb: Any) -> Literal[False]:
        if kind is None:
            self.db.execute("COMMIT")
            return False
        self.db.execute("ROLLBACK")
        if kind is _Lost:
            raise LeaseLost() from None
        return False


class PostgresStore(Store):
    """PostgreSQL through psycopg 3's asynchronous connection pool. Each save is committed
    before it returns; the saves waiting share a transaction (as SQLiteStore's do), of one
    UPDATE of their tables and one INSERT of their deals. One such transaction is written
    at a time, and the leases are renewed between them: two that each changed several rows
    could wait for each other (PostgreSQL's deadlock)."""
    kind = "postgresql"

    def __init__(self, url: str, *, size: int = 8) -> None:
        self.url = url
        self.size = size
        self.pool: Any = None
        self._batch: List[Tuple[str, str, Save, float, "asyncio.Future[bool]"]] = []
        self._flushing: Optional["asyncio.Task[None]"] = None
        self._writing: Optional[asyncio.Lock] = None

    @staticmethod
    def _q(sql: str) -> str:
        return sql.format(p="%s")

    async def open(self) -> None:
        from psycopg_pool import AsyncConnectionPool
        self._writing = asyncio.Lock()
        self.pool = AsyncConnectionPool(self.url, min_size=1, max_size=self.size, open=False)
        await self.pool.open(wait=True, timeout=30)
        async with self.pool.connection() as conn:
            # Two processes starting together would both create the relations: a lock
            # makes the second wait for the first.
            await conn.execute("SELECT pg_advisory_xact_lock(7395102)")
            for statement in SCHEMA:
                await conn.execute(statement)

    async def close(self) -> None:
        if self.pool is not None:
            await self.pool.close()
            self.pool = None

    async def _deals(self, conn: Any, table_id: str, save: Save) -> None:
        for n, body in sorted(save.deals.items()):
            await conn.execute(self._q(_UPSERT_DEAL), (table_id, n, json.dumps(body)))

    async def create(self, table_id: str, now: float, address: str, spec: Dict[str, Any],
                     seed_hex: str, salt: str, commitment: str, save: Save,
                     seats: Sequence[Tuple[str, int]], owner: str, lease_until: float) -> None:
        async with self.pool.connection() as conn:
            async with conn.transaction():
                await conn.execute(self._q(_INSERT_TABLE),
                                   (table_id, now, address, json.dumps(spec), seed_hex, salt,
                                    commitment, json.dumps(save.head),
                                    _pending_json(save.pending), save.decisions,
                                    int(save.over), owner, lease_until))
                for token_hash, seat in seats:
                    await conn.execute("INSERT INTO seats (token_hash, table_id, seat) VALUES "
                                       "(%s, %s, %s)", (token_hash, table_id, seat))
                await self._deals(conn, table_id, save)

    async def save(self, table_id: str, owner: str, save: Save, lease_until: float) -> bool:
        """Returns once the save is committed, with the others of its turn of the event
        loop: a transaction of its own cost each save four round trips and twice the
        server's CPU. A save whose lease is lost writes nothing and raises LeaseLost, the
        others of its batch unaffected."""
        done = asyncio.get_running_loop().create_future()
        self._batch.append((table_id, owner, save, lease_until, done))
        if self._flushing is None:
            self._flushing = asyncio.ensure_future(self._flush())
        return await done  # type: ignore[no-any-return]

    async def _flush(self) -> None:
        """Writes the waiting saves, a batch at a time, until none waits."""
        assert self._writing is not None, "the store is not open"
        try:
            while self._batch:
                async with self._writing:
                    # A table saves again only once its save has returned, so a batch
                    # holds a table once; were it not so, the later save would wait.
                    batch: List[Tuple[str, str, Save, float, "asyncio.Future[bool]"]] = []
                    later: List[Tuple[str, str, Save, float, "asyncio.Future[bool]"]] = []
                    tables = set()
                    for item in self._batch:
                        (later if item[0] in tables else batch).append(item)
                        tables.add(item[0])
                    self._batch = later
                    await self._commit_batch(batch)
        finally:
            self._flushing = None

    async def _commit_batch(self, batch: List[Tuple[str, str, Save, float,
                                                    "asyncio.Future[bool]"]]) -> None:
        outcomes: List[Tuple["asyncio.Future[bool]", Optional[BaseException]]] = []
        try:
            rows = [(table_id, owner, None if save.head is None else json.dumps(save.head),
                     _pending_json(save.pending), save.decisions, int(save.over), lease_until)
                    for table_id, owner, save, lease_until, _ in batch]
            async with self.pool.connection() as conn:
                async with conn.transaction():
                    cur = await conn.execute(
                        "UPDATE tables AS t SET head = COALESCE(v.head, t.head), pending = "
                        "v.pending, decisions = v.decisions, over = v.over, lease_until = "
                        "v.lease_until FROM (VALUES " + ", ".join(
                            ["(%s, %s, %s::text, %s, %s::integer, %s::integer, "
                             "%s::double precision)"] * len(rows)) +
                        ") AS v (id, owner, head, pending, decisions, over, lease_until) "
                        "WHERE t.id = v.id AND t.owner = v.owner RETURNING t.id",
                        [x for row in rows for x in row])
                    held = {r[0] for r in await cur.fetchall()}
                    deals = [(table_id, n, json.dumps(body))
                             for table_id, _, save, _, _ in batch if table_id in held
                             for n, body in sorted(save.deals.items())]
                    if deals:
                        await conn.execute(
                            "INSERT INTO deals (table_id, n, body) VALUES " + ", ".join(
                                ["(%s, %s::integer, %s)"] * len(deals)) +
                            " ON CONFLICT (table_id, n) DO UPDATE SET body = excluded.body",
                            [x for deal in deals for x in deal])
            outcomes = [(done, None if table_id in held else LeaseLost())
                        for table_id, _, _, _, done in batch]
        except BaseException as e:   # rolled back: none of the batch is saved
            outcomes = [(done, e) for *_, done in batch]
            if isinstance(e, asyncio.CancelledError):
                raise
        finally:
            for done, error in outcomes:
                if done.done():
                    continue
                if error is None:
                    done.set_result(True)
                elif isinstance(error, asyncio.CancelledError):
                    done.cancel()
                else:
                    done.set_exception(error)

    async def load(self, table_id: str) -> Optional[StoredTable]:
        async with self.pool.connection() as conn:
            cur = await conn.execute(self._q(_SELECT), (table_id,))
            r = await cur.fetchone()
            if r is None:
                return None
            cur = await conn.execute(self._q(_DEALS), (table_id,))
            deals = [json.loads(b) for (b,) in await cur.fetchall()]
        return _row(r, deals)

    async def seat(self, token_hash: str) -> Optional[Tuple[str, int]]:
        async with self.pool.connection() as conn:
            cur = await conn.execute("SELECT table_id, seat FROM seats WHERE token_hash = %s",
                                     (token_hash,))
            r = await cur.fetchone()
        return None if r is None else (r[0], int(r[1]))

    async def take(self, table_id: str, owner: str, now: float, until: float) -> bool:
        async with self.pool.connection() as conn:
            cur = await conn.execute(self._q(_TAKE), (owner, until, table_id, owner, now))
            return bool(cur.rowcount == 1)

    async def renew(self, owner: str, ids: Iterable[str], until: float) -> List[str]:
        ids = list(ids)
        if not ids:
            return []
        assert self._writing is not None, "the store is not open"
        async with self._writing, self.pool.connection() as conn:
            cur = await conn.execute("UPDATE tables SET lease_until = %s WHERE owner = %s AND "
                                     "id = ANY(%s) RETURNING id", (until, owner, ids))
            return [r[0] for r in await cur.fetchall()]

    async def release(self, owner: str, ids: Iterable[str]) -> None:
        ids = list(ids)
        if ids and self._writing is not None:
            async with self._writing, self.pool.connection() as conn:
                await conn.execute("UPDATE tables SET owner = NULL, lease_until = 0 WHERE "
                                   "owner = %s AND id = ANY(%s)", (owner, ids))

    async def orphans(self, now: float, limit: int) -> List[str]:
        async with self.pool.connection() as conn:
            cur = await conn.execute(self._q(_ORPHANS), (now, limit))
            return [r[0] for r in await cur.fetchall()]

    async def created_since(self, address: str, since: float) -> int:
        async with self.pool.connection() as conn:
            cur = await conn.execute("SELECT COUNT(*) FROM tables WHERE address = %s AND "
                                     "created >= %s", (address, since))
            r = await cur.fetchone()
        return int(r[0]) if r else 0


def open_store(db: str, *, sync_full: bool = False) -> Store:
    """The store a --db names: a postgresql:// (or postgres://) URL, else a SQLite file."""
    if db.startswith(("postgresql://", "postgres://")):
        return PostgresStore(db)
    return SQLiteStore(db, sync_full=sync_full)
