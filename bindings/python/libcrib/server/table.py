# SPDX-License-Identifier: MIT
"""The referee of one table: a libcrib.Deal driven from a secret seed to the game's end.

A TableGame holds the deal, the game's record as it grows (docs/records.md's format, the
record that `crib check` verifies) and the messages each seat and spectator is owed. It does
no input or output: the server feeds it the seats' answers, stores what it returns and sends
its messages. Its state is the record and the discards accepted but not yet in the record
(a record lays the hands away in player order), so a table is resumed from those two alone.
Every card a message names is one its reader may know: a seat's requests carry its own
view (crib_deal_view_history()), the public events only what the rules show to all.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Sequence, Set, Tuple

import libcrib
from libcrib import BotLevel, Card, CribError, Deal, Game, GameRules, History, Play, Stage, Status

#: The protocol of docs/bots.md the seats speak.
PROTOCOL = 2
#: A seat's kinds: a person (or an outside program) with a token, or a bot of a level.
LEVELS: Dict[str, int] = {"easy": BotLevel.EASY, "strong": BotLevel.STRONG,
                          "expert": BotLevel.EXPERT}
SEAT_KINDS: Tuple[str, ...] = ("human",) + tuple(LEVELS)
_SPEC_KEYS = ("variant", "target", "options", "ladder", "seats", "replacement", "seed")
_MASK64 = (1 << 64) - 1


class SpecError(ValueError):
    """A table asked for with rules or seats that cannot be: the message says which."""


class AnswerError(ValueError):
    """An answer refused: out of turn, malformed or against the rules. Nothing changed."""


def commitment(seed_hex: str, salt: str) -> str:
    """The fairness commitment: the hex SHA-256 of the text SEED_HEX:SALT."""
    return hashlib.sha256(f"{seed_hex}:{salt}".encode()).hexdigest()


def new_seed() -> Tuple[int, str]:
    """A game's seed from the system's secure source, and a fresh 32-byte salt in hex."""
    return secrets.randbits(64), secrets.token_hex(32)


#: Each card's text by its id ("5h"), read once: str(Card) asks the library each time, and
#: a decision writes dozens of cards into its messages and the record.
_TEXT: Dict[int, str] = {i: str(Card(i)) for i in range(52)}


def _text(card: Any) -> str:
    return _TEXT[int(card)]


def _texts(cards: Sequence[Any]) -> List[Optional[str]]:
    return [None if c is None else _TEXT[int(c)] for c in cards]


def _sorted_texts(cards: Sequence[Any]) -> List[str]:
    return [_TEXT[c] for c in sorted(int(Card(c)) for c in cards)]


@dataclass(frozen=True)
class Spec:
    """What a table was created with: the game's rules by name, each seat's kind, the bot
    level that takes a seat whose player has gone (--seat-timeout), and a fixed seed (only
    from a server started for tests)."""
    variant: str
    target: int
    options: Tuple[str, ...]
    ladder: str
    seats: Tuple[str, ...]
    replacement: str = "strong"
    seed: Optional[int] = None

    def rules(self) -> GameRules:
        return GameRules.default(self.variant, target=self.target, ladder=self.ladder,
                                 options=list(self.options))

    def to_json(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"variant": self.variant, "target": self.target,
                               "options": list(self.options), "ladder": self.ladder,
                               "seats": list(self.seats), "replacement": self.replacement}
        if self.seed is not None:
            out["seed"] = self.seed
        return out

    @classmethod
    def parse(cls, obj: Any, *, fixed_seed: bool = False) -> Spec:
        """The table a POST /api/tables body asks for; SpecError naming what is wrong."""
        if not isinstance(obj, dict):
            raise SpecError("the table must be a JSON object, such as "
                            '{"variant": "six-card", "seats": ["human", "expert"]}')
        unknown = sorted(k for k in obj if k not in _SPEC_KEYS)
        if unknown:
            raise SpecError(f"unknown field {unknown[0]!r}: a table has "
                            + ", ".join(_SPEC_KEYS[:-1]))
        variant = obj.get("variant", "six-card")
        if not isinstance(variant, str) or variant not in (str(v) for v in libcrib.Variant):
            raise SpecError(f"variant {variant!r} is not one of "
                            + ", ".join(str(v) for v in libcrib.Variant))
        defaults = GameRules.default(variant)
        target = obj.get("target", defaults.target)
        if not isinstance(target, int) or isinstance(target, bool):
            raise SpecError("target must be a whole number")
        options = obj.get("options", [])
        if (not isinstance(options, list) or len(options) > 32
                or not all(isinstance(o, str) for o in options)):
            raise SpecError("options must be a list of rule names, such as [\"muggins\"]")
        ladder = obj.get("ladder", str(defaults.ladder))
        if not isinstance(ladder, str):
            raise SpecError("ladder must be a name: " + ", ".join(str(x) for x in libcrib.Ladder))
        if ladder not in (str(x) for x in libcrib.Ladder):
            raise SpecError(f"ladder {ladder!r} is not one of "
                            + ", ".join(str(x) for x in libcrib.Ladder))
        known = [option_name(o.value) for o in libcrib.Option]
        for o in options:
            if o not in known:
                raise SpecError(f"option {o[:40]!r} is not a rule: the options are "
                                + ", ".join(known))
        try:
            rules = GameRules.default(variant, target=target, ladder=ladder, options=options)
            Deal(rules, 1)  # what the rules need of each other, checked by the library
        except (CribError, TypeError, ValueError) as e:
            raise SpecError(f"the rules are refused: {_why(e)}") from None
        players = Deal(rules, 1).status().players
        seats = obj.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise SpecError(f"seats must be a list of {players} seats, each "
                            + ", ".join(repr(k) for k in SEAT_KINDS))
        if len(seats) != players:
            raise SpecError(f"{variant} is played by {players} players: seats lists "
                            f"{len(seats)}")
        bad = [s for s in seats if s not in SEAT_KINDS]
        if bad:
            raise SpecError(f"seat {bad[0]!r} is not one of " + ", ".join(SEAT_KINDS))
        replacement = obj.get("replacement", "strong")
        if replacement not in LEVELS:
            raise SpecError(f"replacement {replacement!r} is not a bot level: "
                            + ", ".join(LEVELS))
        seed = obj.get("seed")
        if seed is not None:
            if not fixed_seed:
                raise SpecError("a fixed seed is for tests: the server must be started "
                                "with --test to take one")
            if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= _MASK64:
                raise SpecError("seed must be a whole number from 0 to 2^64 - 1")
        names = tuple(option_name(o) for o in _option_bits(rules))
        return cls(variant=variant, target=rules.target, options=names, ladder=str(rules.ladder),
                   seats=tuple(seats), replacement=replacement, seed=seed)


def option_name(bit: int) -> str:
    """An option's name as the rules take it ("muggins", "no-cut")."""
    name = libcrib.Option(bit).name
    assert name is not None
    return name.lower().replace("_", "-")


def _option_bits(rules: GameRules) -> List[int]:
    return [1 << b for b in range(32) if rules.options >> b & 1]


class TableGame:
    """One game between the seats. Start it with new(), or resume() it from its stored
    record and pending discards; advance() runs what no one decides (the deal, the cut, a go
    that must be said, the shows) until a seat must decide or the game is over; answer()
    takes a seat's decision. Each of those leaves in outbox the messages that follow, as
    (seat, message) pairs (seat None: every seat and spectator, whose 'you' is filled in
    when sent), and in dirty the deals whose record changed."""

    def __init__(self, spec: Spec, seed: int, salt: str) -> None:
        self.spec = spec
        self.seed = seed
        self.seed_hex = f"{seed:016x}"
        self.salt = salt
        self.commitment = commitment(self.seed_hex, salt)
        self.rules = spec.rules()
        self.deal = Deal(self.rules, seed)
        self.history = History()
        self._memo: Dict[str, Any] = {}
        self._decided = (0, 0)     # the decisions of the record's deals but its last
        self.players = self.status().players
        # The scores the game starts from (five-card: the pone's 3), which game carries.
        self.start_scores = self.scores()
        self.record: Dict[str, Any] = {}
        self.pending: Dict[int, List[str]] = {}
        self.laid: Set[int] = set()
        self.outbox: List[Tuple[Optional[int], Dict[str, Any]]] = []
        self.dirty: Set[int] = set()
        self.head_dirty = False
        self.ended = False

    # -- making and resuming -------------------------------------------------------------

    @classmethod
    def new(cls, spec: Spec, seed: int, salt: str) -> TableGame:
        """A table before its first deal: the record's head, and the game event queued."""
        t = cls(spec, seed, salt)
        st = t.deal.status()
        t.record = {"record": libcrib.RECORD_VERSION, "seed": seed, "seed_hex": t.seed_hex,
                    "variant": spec.variant, "players": t.players, "target": t.rules.target,
                    "ladder": str(t.rules.ladder), "options": int(t.rules.options),
                    "first_cut": _texts(st.first_cut), "first_dealer": st.dealer,
                    "levels": list(spec.seats), "deals": []}
        t.history.update(t.deal)
        t.head_dirty = True
        t._changed()
        t._event({"type": "game", "pair": 0, "commitment": t.commitment}, deal=0)
        return t

    @classmethod
    def resume(cls, spec: Spec, seed: int, salt: str, record_text: str,
               pending: Dict[int, List[str]]) -> TableGame:
        """The table where its stored record and pending discards left it (the deal and its
        history by crib_record_replay()); ValueError when the record is not this game's."""
        t = cls(spec, seed, salt)
        record = json.loads(record_text)
        if record.get("seed_hex") != t.seed_hex:
            raise ValueError("the stored record is not of this table's seed")
        deal, history, report = libcrib.replay_record(record_text)
        if not report.ok:
            raise ValueError(f"the stored record is refused: {report.describe()}")
        t.deal, t.history, t.record = deal, history, record
        t.ended = "result" in record
        if record["deals"]:
            hands = record["deals"][-1]["hands"]
            t.laid = {p for p, h in enumerate(hands) if "discard" in h}
        for seat, cards in sorted(pending.items()):
            t.pending[int(seat)] = list(cards)
        t._changed()
        return t

    # -- what the game looks like --------------------------------------------------------

    # What is read of the deal and the record is kept until either changes: a decision
    # sends several messages, each with the scores, and asks awaiting() for every seat, and
    # each crib_deal_status() read builds every hand's cards.

    def _changed(self) -> None:
        """The deal, the record or the pending discards changed: what was read of them is
        read again when next asked for."""
        self._memo.clear()

    def _cached(self, key: str, read: Any) -> Any:
        memo = self._memo
        if key not in memo:
            memo[key] = read()
        return memo[key]

    def status(self) -> Status:
        """The deal's status (crib_deal_status), read once a change."""
        return self._cached("status", self.deal.status)  # type: ignore[no-any-return]

    def _play_now(self) -> Play:
        return self._cached("play", self.deal.play)  # type: ignore[no-any-return]

    def _game(self) -> Game:
        return self._cached("game", self.deal.game)  # type: ignore[no-any-return]

    @property
    def stage(self) -> Stage:
        return self.status().stage

    @property
    def decisions(self) -> int:
        """The decisions in the record (discards, cards, gos, shows), as crib check counts."""
        deals = self.record.get("deals", [])
        if self._decided[0] != len(deals) - 1:
            # The deals before the last are done with: counted once.
            self._decided = (len(deals) - 1, sum(_decisions(d) for d in deals[:-1]))
        return self._decided[1] + (_decisions(deals[-1]) if deals else 0)

    def scores(self) -> List[int]:
        """The scores by seat (partners share theirs)."""
        def read() -> List[int]:
            game = self._game()
            return [game.board(game.side(p)).front for p in range(self.players)]
        return list(self._cached("scores", read))

    def boards(self) -> List[Dict[str, int]]:
        def read() -> List[Dict[str, int]]:
            game = self._game()
            sides = 2 if self.players == 4 else self.players
            return [game.board(s).to_dict() for s in range(sides)]
        return [dict(b) for b in self._cached("boards", read)]

    def awaiting(self) -> List[int]:
        """The seats whose decision the table waits for."""
        def read() -> Tuple[int, ...]:
            if self.ended:
                return ()
            stage = self.stage
            if stage == Stage.DISCARD:
                return tuple(p for p in range(self.players)
                             if p not in self.laid and p not in self.pending)
            if stage == Stage.PLAY:
                turn = self._play_now().turn
                return () if turn is None else (turn,)
            return ()
        return list(self._cached("awaiting", read))

    def request(self, seat: int) -> Optional[Dict[str, Any]]:
        """The request the seat must answer now, or None."""
        if seat not in self.awaiting():
            return None
        st = self.status()
        if st.stage == Stage.DISCARD:
            msg: Dict[str, Any] = {"type": "discard", "hand": _texts(st.hands[seat]),
                                   "lay_away": st.discard}
        else:
            v = self.deal.view(seat, history=self.history)
            msg = {"type": "play", "hand": _texts(v.hand), "legal": _texts(v.legal),
                   "count": v.count, "pile": _texts(v.pile), "earlier": _texts(v.earlier),
                   "went": [p in v.went for p in range(self.players)],
                   "starter": _text(v.starter), "discarded": _texts(v.discard),
                   "played": [_texts(cards) for cards in v.played], "held": list(v.held)}
        return self._common(msg, seat)

    def bot_view(self, seat: int) -> libcrib.View:
        """The view a bot in the seat decides from."""
        return self.deal.view(seat, history=self.history)

    def bot_seed(self, seat: int) -> int:
        """The seed of a bot's decision: the game's, the deal, the seat and the play so far,
        mixed, so that a bot decides the same however the seats' answers were timed."""
        d = self.record["deals"][-1] if self.record["deals"] else {}
        text = f"{self.seed_hex}:{len(self.record['deals'])}:{seat}:{len(d.get('play', []))}"
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")

    def hello(self, seat: Optional[int], table_id: str) -> List[Dict[str, Any]]:
        """What a seat (None: a spectator) is sent on connecting: hello, game, the current
        deal, as the arena sends them."""
        r = self.rules
        hello = {"type": "hello", "protocol": PROTOCOL,
                 "side": "spectator" if seat is None else "ABCD"[seat],
                 "rules": {"variant": self.spec.variant, "players": self.players,
                           "target": r.target, "options": int(r.options),
                           "ladder": str(r.ladder), "lurch": r.lurch_value,
                           "skunk": r.skunk_value, "double_skunk": r.double_skunk_value,
                           "triple_skunk": r.triple_skunk_value},
                 "games": 1, "pairs": 1, "single": True, "commitment": self.commitment,
                 "from": [0] * self.players, "first_dealer": None, "asks_go": False,
                 "timeout_ms": 0, "table": table_id}
        first = self.record["first_dealer"]
        out = [hello, {"type": "game", "pair": 0, "commitment": self.commitment, "game": 0,
                       "deal": 0, "you": seat, "dealer": first,
                       "scores": self.start_scores}]
        if self.record["deals"]:
            out.append(self._common({"type": "deal"}, seat))
        return out

    def seat_view(self, seat: Optional[int]) -> Dict[str, Any]:
        """All the seat knows now, for a client that (re)connects (an extra message, 'view'):
        its hand, what it laid away, the starter, the current count, the cards each seat
        played in this deal, the shows so far and the board. A spectator's has no hand."""
        st = self.status()
        d = self.record["deals"][-1] if self.record["deals"] else {}
        played: List[List[str]] = [[] for _ in range(self.players)]
        for line in d.get("play", []):
            if line.get("card") is not None:
                played[line["player"]].append(line["card"])
        stage = st.stage
        pile: List[Optional[str]] = []
        count = 0
        hand: List[Optional[str]] = []
        discarded: List[str] = []
        if seat is not None:
            if stage == Stage.PLAY:
                play = self._play_now()
                hand = _texts(play.hand(seat))
            elif d:
                hand = _texts(st.hands[seat])
            if seat in self.pending:
                discarded = list(self.pending[seat])
                hand = [c for c in hand if c not in discarded]
            elif d and "discard" in d["hands"][seat]:
                discarded = list(d["hands"][seat]["discard"])
        if stage == Stage.PLAY:
            play = self._play_now()
            pile, count = _texts(play.pile), play.count
        held = [len(st.hands[p]) - sum(1 for _ in played[p]) if stage == Stage.PLAY
                else len(st.hands[p]) for p in range(self.players)]
        if stage == Stage.PLAY:
            play = self._play_now()
            held = [len(play.hand(p)) for p in range(self.players)]
        shows = [{"seat": s["player"], "crib": s["crib"], "cards": s["cards"],
                  "points": s["points"]} for s in d.get("show", []) if "player" in s]
        msg = {"type": "view", "stage": str(stage), "hand": hand, "discarded": discarded,
               "starter": d.get("starter"), "count": count, "pile": pile, "played": played,
               "held": held, "shows": shows, "boards": self.boards(),
               "awaiting": self.awaiting()}
        return self._common(msg, seat)

    def public(self) -> Dict[str, Any]:
        """The public state of GET /api/tables/ID (the server adds the seats' presence)."""
        st = self.status()
        out: Dict[str, Any] = {
            "variant": self.spec.variant, "players": self.players, "target": self.rules.target,
            "ladder": str(self.rules.ladder), "options": list(self.spec.options),
            "commitment": self.commitment, "stage": str(st.stage), "deal": st.deal,
            "dealer": st.dealer, "scores": self.scores(), "boards": self.boards(),
            "starter": None if st.starter is None else str(st.starter),
            "awaiting": self.awaiting(), "decisions": self.decisions, "over": self.ended}
        if self.ended:
            res = self.record["result"]
            out["result"] = {"winner": res["winner"], "scores": res["scores"],
                             "value": res["value"]}
        return out

    def record_text(self) -> str:
        """The whole record as JSON (with fairness once the game is over)."""
        return json.dumps(self.record, separators=(",", ":"))

    def head(self) -> Dict[str, Any]:
        """The record less its deals: what the store keeps apart from them."""
        return {k: v for k, v in self.record.items() if k != "deals"}

    # -- decisions -----------------------------------------------------------------------

    def answer(self, seat: int, obj: Any) -> None:
        """A seat's answer to its request: applied, the game advanced and the messages that
        follow queued; AnswerError (and nothing changed) when it cannot be taken."""
        if self.ended:
            raise AnswerError("the game is over")
        if not isinstance(obj, dict):
            raise AnswerError("not a JSON object")
        stage = self.stage
        if seat not in self.awaiting():
            if stage == Stage.DISCARD:
                raise AnswerError("you have laid away already: the others have not")
            turn = self.awaiting()
            raise AnswerError("not your turn" + (f": seat {turn[0]} is to play" if turn else ""))
        if stage == Stage.DISCARD:
            self._answer_discard(seat, obj)
        else:
            self._answer_play(seat, obj)
        self.advance()

    def _answer_discard(self, seat: int, obj: Dict[str, Any]) -> None:
        cards = obj.get("discard")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise AnswerError('not an answer ({"discard":[CARD, ...]} wanted)')
        try:
            parsed = [Card(c) for c in cards]
            self.deal.copy().discard(seat, parsed)  # the library checks the cards
        except CribError as e:
            raise AnswerError(_why(e)) from None
        self.pending[seat] = _sorted_texts(parsed)
        self._changed()
        self._lay_away_in_order()

    def _answer_play(self, seat: int, obj: Dict[str, Any]) -> None:
        go = obj.get("go") is True or ("card" in obj and obj["card"] is None)
        card: Any = obj.get("card")
        if not go and not isinstance(card, str):
            raise AnswerError('not an answer ({"card":CARD}, {"card":null} or {"go":true} '
                              'wanted)')
        try:
            if go:
                self._play(seat, None)
            else:
                self._play(seat, Card(card))
        except CribError as e:
            raise AnswerError(_why(e)) from None

    # -- the game's steps ----------------------------------------------------------------

    def advance(self) -> None:
        """Runs every step no one decides, until a seat must decide or the game is over."""
        while not self.ended:
            stage = self.stage
            if stage == Stage.OVER:
                self._end()
            elif stage == Stage.DEAL:
                self._start_deal()
            elif stage == Stage.DISCARD:
                if not self._lay_away_in_order():
                    return
            elif stage == Stage.CUT:
                self._cut()
            elif stage == Stage.PLAY:
                play = self._play_now()
                turn = play.turn
                if turn is None or play.legal(turn):
                    return
                self._play(turn, None)  # a go the seat must say: said for it, as the arena does
            elif stage == Stage.SHOW:
                self._show()
            else:
                raise AssertionError(f"stage {stage}")

    def _deal_entry(self) -> Dict[str, Any]:
        self._changed()
        self.dirty.add(len(self.record["deals"]) - 1)
        entry: Dict[str, Any] = self.record["deals"][-1]
        return entry

    def _start_deal(self) -> None:
        self.deal.start()
        self._changed()
        st = self.status()
        entry: Dict[str, Any] = {"deal": st.deal, "dealer": st.dealer,
                                 "hands": [{"dealt": _texts(st.hands[p])}
                                           for p in range(self.players)]}
        if st.crib:
            entry["crib_dealt"] = _texts(st.crib)
        self.record["deals"].append(entry)
        self._deal_entry()
        self.laid = set()
        self.pending = {}
        self.history.update(self.deal)
        self._event({"type": "deal"})

    def _lay_away_in_order(self) -> bool:
        """Lays away the pending discards that the record can take (in player order); True
        when every player has laid away."""
        for p in range(self.players):
            if p in self.laid:
                continue
            if p not in self.pending:
                return False
            cards = self.pending.pop(p)
            self.deal.discard(p, cards)
            self._changed()
            self.laid.add(p)
            self._deal_entry()["hands"][p]["discard"] = cards
            self.history.update(self.deal)
        return True

    def _cut(self) -> None:
        cut = self.deal.cut()
        self._changed()
        self.history.update(self.deal)
        entry = self._deal_entry()
        entry.update(starter=_text(cut.starter), heels=cut.heels, board=self.boards(),
                     play=[], show=[])
        self._event({"type": "starter", "card": _text(cut.starter), "heels": cut.heels})

    def _play(self, seat: int, card: Optional[Card]) -> None:
        ev = self.deal.play_go(seat) if card is None else self.deal.play_card(seat, card)
        self._changed()
        self.history.update(self.deal)
        # The keys of Event.to_dict() that a record's play has, read without it (it works
        # out every field, the items too, which the record does not keep).
        text = None if card is None else _text(card)
        line = {"player": int(ev.player), "card": text, "count": int(ev.count),
                "points": int(ev.points), "scorer": _int_or_none(ev.scorer),
                "pegged": _int_or_none(ev.pegged), "reset": bool(ev.reset),
                "board": self.boards()}
        self._deal_entry()["play"].append(line)
        self._event({"type": "go" if card is None else "card", "seat": seat,
                     "card": text, "count": ev.count,
                     "points": ev.points, "scorer": ev.scorer,
                     "ends_count": bool(ev.reset) or self.stage != Stage.PLAY})

    def _show(self) -> None:
        sh = self.deal.show()
        self._changed()
        self.history.update(self.deal)
        # Show.to_dict()'s keys that a record's show has, read without it (as in _play).
        cards = _texts(sh.cards)
        line = {"player": int(sh.player), "crib": bool(sh.crib), "cards": cards,
                "points": int(sh.score.total), "said": sh.score.announcement,
                "pegged": _int_or_none(sh.claim.pegged), "board": self.boards()}
        self._deal_entry()["show"].append(line)
        self._event({"type": "show", "seat": sh.player, "crib": sh.crib,
                     "cards": list(cards), "points": sh.score.total})

    def _end(self) -> None:
        result = self.deal.game().result()
        res = result.to_dict()
        for key in ("over", "players", "first_dealer"):
            res.pop(key, None)
        self.record["result"] = res
        self.record["fairness"] = {"salt": self.salt, "commitment": self.commitment}
        self.head_dirty = True
        self.ended = True
        self._changed()
        self._event({"type": "end", "winner": result.winner, "value": result.value})
        self.outbox.append((None, {"type": "bye"}))

    # -- messages ------------------------------------------------------------------------

    def _common(self, msg: Dict[str, Any], seat: Optional[int], *,
                deal: Optional[int] = None) -> Dict[str, Any]:
        st = self.status()
        msg.update(game=0, deal=st.deal if deal is None else deal, you=seat,
                   dealer=st.dealer if deal != 0 else self.record["first_dealer"],
                   scores=self.scores())
        return msg

    def _event(self, msg: Dict[str, Any], *, deal: Optional[int] = None) -> None:
        self.outbox.append((None, self._common(msg, None, deal=deal)))

    def take_outbox(self) -> List[Tuple[Optional[int], Dict[str, Any]]]:
        out, self.outbox = self.outbox, []
        return out


def _decisions(deal: Dict[str, Any]) -> int:
    return sum("discard" in h for h in deal["hands"]) + len(deal.get("play", [])) \
        + len(deal.get("show", []))


def _int_or_none(value: Optional[int]) -> Optional[int]:
    return None if value is None else int(value)


def _why(e: Exception) -> str:
    """The library's sentence of a refusal, without the binding's prefix."""
    text = str(e)
    return text[len("libcrib: "):] if text.startswith("libcrib: ") else text
