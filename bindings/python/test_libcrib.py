#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of the Python binding, standard library only. Prints TAP and, last, one line
"N passed, N failed"; exits non-zero on a failure. Reads the answer file shared with the C
tests (test/data/hands.csv) and the header, to check the constants mirrored from it."""

import copy
import csv
import ctypes
import dataclasses
import doctest
import itertools
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from array import array
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import libcrib  # noqa: E402  (found through the path set just above)
from libcrib import Card, CribError, Deal, Game, GameRules  # noqa: E402


def header_defines():
    """Every integer #define CRIB_* of include/crib.h, decimal or hexadecimal, by name."""
    text = (ROOT / "include" / "crib.h").read_text()
    found = re.findall(r"^#define CRIB_(\w+) \(?(-?\d+|0x[0-9A-Fa-f]+)u?\)?$", text, re.M)
    return {name: int(value, 0) for name, value in found}


def crib_json(test, *args):
    """What `bin/crib ARGS --json` prints, parsed; skips the test where it is not built."""
    crib = ROOT / "bin" / "crib"
    if not os.access(crib, os.X_OK):
        test.skipTest("bin/crib is not built")
    out = subprocess.run([str(crib), args[0], "--json", *args[1:]], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def hands_csv():
    with open(ROOT / "test" / "data" / "hands.csv", newline="") as f:
        return list(csv.DictReader(f))


# Each item kind and the Score field that sums its points.
SUMS = {"fifteen": "fifteens", "run": "runs", "pair": "pairs", "flush": "flush",
        "nobs": "nobs"}


class Constants(unittest.TestCase):
    def test_every_constant(self):
        """every #define CRIB_X of crib.h is libcrib.X, with the header's value"""
        defines = header_defines()
        self.assertGreater(len(defines), 90)
        for name, value in defines.items():
            with self.subTest(name=name):
                self.assertEqual(getattr(libcrib, name), value)
        self.assertEqual(libcrib.VERSION_STRING, libcrib.version())

    def test_groups_are_enums(self):
        """each group of constants is an enum of ints that prints by the crib program's name"""
        defines = header_defines()
        for enum, prefix in ((libcrib.Stage, "STAGE_"), (libcrib.Reason, "REASON_"),
                             (libcrib.Level, "LEVEL_"), (libcrib.Phase, "PHASE_"),
                             (libcrib.Variant, "VARIANT_"), (libcrib.Ladder, "LADDER_"),
                             (libcrib.ItemKind, "ITEM_"), (libcrib.Rectify, "RECTIFY_"),
                             (libcrib.Option, "OPT_")):
            with self.subTest(enum=enum.__name__):
                group = {n[len(prefix):]: v for n, v in defines.items() if n.startswith(prefix)}
                self.assertEqual({m.name: m.value for m in enum}, group)
                for name in group:
                    self.assertIs(getattr(libcrib, prefix + name), enum[name])
        self.assertEqual((str(libcrib.PHASE_SHOW_HAND), repr(libcrib.REASON_THREE_FOR_LAST)),
                         ("show-hand", "<Reason.THREE_FOR_LAST: 1>"))
        self.assertEqual(f"{libcrib.LEVEL_DOUBLE_SKUNK} {libcrib.LEVEL_DOUBLE_SKUNK:d}",
                         "double-skunk 3")
        self.assertEqual([str(v) for v in libcrib.Variant],
                         ["six-card", "five-card", "three", "four", "two-to-crib"])
        self.assertEqual(json.dumps([libcrib.STAGE_OVER]), "[5]")

    def test_issue_14_names(self):
        """the rules of issue 14 by name: OPT_OVERPEG took OPT_OVERCLAIM's bit, the phase
        before the starter and the reason of a correction were appended"""
        self.assertEqual((libcrib.OPT_OVERPEG, libcrib.Option.NO_CUT), (16, 4096))
        self.assertFalse(hasattr(libcrib, "OPT_OVERCLAIM"))
        self.assertEqual((str(libcrib.PHASE_DEAL), int(libcrib.PHASE_DEAL)), ("deal", 5))
        self.assertEqual(str(libcrib.Reason(9)), "correction")
        self.assertEqual((libcrib.ERULES, libcrib.MATCH_PUB, libcrib.HOLDER_CRIB,
                          libcrib.CUT_MIN, libcrib.PLAY_FAILURE_EACH), (-17, 2, 4, 4, 4))
        self.assertEqual(libcrib.strerror(libcrib.ERULES),
                         libcrib._native.lib.crib_strerror(-17).decode())

    def test_version(self):
        """version() and version_number() are the header's"""
        d = header_defines()
        self.assertEqual(libcrib.version(),
                         f"{d['VERSION_MAJOR']}.{d['VERSION_MINOR']}.{d['VERSION_PATCH']}")
        self.assertEqual(libcrib.version_number(),
                         d["VERSION_MAJOR"] << 16 | d["VERSION_MINOR"] << 8 | d["VERSION_PATCH"])


class Cards(unittest.TestCase):
    def test_all_52_round_trip(self):
        """every id: text, rank, suit, value, make, and the text read back in every form"""
        symbols = "♣♦♥♠"
        for i in range(52):
            with self.subTest(id=i):
                c = Card(i)
                self.assertEqual((c.rank * 4 + c.suit, Card.make(c.rank, c.suit)), (i, i))
                self.assertEqual(c.value, min(c.rank + 1, 10))
                text = str(c)
                self.assertEqual(repr(c), f"Card({text!r})")
                rank = text[:-1]
                for form in (text, text.upper(), rank + symbols[c.suit]):
                    self.assertEqual(Card(form), i)
                self.assertIs(Card(c), c)

    def test_hand_and_mask_round_trip(self):
        """the whole pack through parse_hand, format_hand and masks"""
        deck = [Card(i) for i in range(52)]
        text = libcrib.format_hand(deck)
        self.assertEqual(libcrib.parse_hand(text), deck)
        self.assertEqual(libcrib.parse_hand(" Ac,\t2c\n"), [Card("Ac"), Card("2c")])
        self.assertEqual(libcrib.parse_hand(" , "), [])
        mask = libcrib.mask_from_cards(deck)
        self.assertEqual(mask, (1 << 52) - 1)
        self.assertEqual(libcrib.mask_to_cards(mask), deck)
        self.assertEqual(libcrib.mask_count(mask), 52)
        self.assertEqual(libcrib.mask_from_cards("5h Js"), 1 << 18 | 1 << 43)
        self.assertEqual(libcrib.mask_to_cards(0), [])

    def test_heels(self):
        """heels: 2 for each jack turned, 0 for every other card"""
        for i in range(52):
            self.assertEqual(libcrib.heels(i), 2 if Card(i).rank == 10 else 0)


class Show(unittest.TestCase):
    def test_answer_file(self):
        """every row of test/data/hands.csv: hand total, crib total or ECOUNT, item sums"""
        for row in hands_csv():
            with self.subTest(hand=row["hand"], starter=row["starter"]):
                three = len(row["hand"].split()) == 3
                s = libcrib.score(row["hand"], row["starter"], five_card=three)
                self.assertEqual(s.total, int(row["hand_total"]))
                self.assertEqual(sum(i.points for i in s.items), s.total)
                for kind, field in SUMS.items():
                    self.assertEqual(sum(i.points for i in s.items if str(i.kind) == kind),
                                     getattr(s, field))
                if row["crib_total"]:
                    self.assertEqual(libcrib.score(row["hand"], row["starter"], crib=True).total,
                                     int(row["crib_total"]))
                else:
                    with self.assertRaises(CribError) as e:
                        libcrib.score(row["hand"], row["starter"], crib=True)
                    self.assertEqual(e.exception.code, libcrib.ECOUNT)

    def test_same_as_the_crib_program(self):
        """score() of every answer-file hand is what `crib score --json` prints"""
        crib = ROOT / "bin" / "crib"
        if not os.access(crib, os.X_OK):
            self.skipTest("bin/crib is not built")
        for row in hands_csv():
            for as_crib in ([False, True] if row["crib_total"] else [False]):
                with self.subTest(hand=row["hand"], crib=as_crib):
                    args = [str(crib), "score", "--json"] + (["--crib"] if as_crib else [])
                    if len(row["hand"].split()) == 3:  # a hand of 3 is asked for by name
                        args.append("--five-card")
                    out = subprocess.run(args + [row["hand"], row["starter"]], check=True,
                                         capture_output=True, text=True).stdout
                    ours = libcrib.score(row["hand"], row["starter"], crib=as_crib,
                                         five_card=len(row["hand"].split()) == 3)
                    self.assertEqual(ours.to_dict(), json.loads(out))
                    self.assertEqual(json.loads(json.dumps(ours.to_dict())), ours.to_dict())

    def test_five_card(self):
        """a hand of 3 with five_card=True, as `crib score --five-card`; five_card takes 3
        cards and no other number; 3 without it are still scored, deprecated"""
        s = libcrib.score("5h 5d 5c", "5s", five_card=True)
        self.assertEqual((s.total, len(s.hand), s.crib), (20, 3, False))
        for hand, kw in (("5h 5d 5c Js", {}), ("Ah 2h", {}), ("5h 5d 5c", {"crib": True})):
            with self.assertRaises(CribError) as e:
                libcrib.score(hand, "5s", five_card=True, **kw)
            self.assertEqual((e.exception.code, str(e.exception)),
                             (libcrib.ECOUNT, libcrib.strerror(libcrib.ECOUNT)))
        with self.assertRaises(TypeError):
            libcrib.score("5h 5d 5c", "5s", five_card=1)
        with self.assertWarns(DeprecationWarning) as w:
            self.assertEqual(libcrib.score("5h 5d 5c", "5s").total, 20)
        self.assertIn("five_card=True", str(w.warning))
        self.assertEqual(w.filename, __file__)  # the caller's line, not the binding's
        self.assertEqual(libcrib.mask_score("5h 5d 5c", "5s"), 20)  # the mask's count, as C

    def test_announcements(self):
        """announcements, and cards and positions of the items"""
        said = {
            ("5h 5d 5c Js", "5s"): "fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, "
            "fifteen 12, fifteen 14, fifteen 16, a double pair royal is 28 and one for his "
            "nob is 29",
            ("4h 5c 5d 6h", "6d"): "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and a "
            "quadruple run of three is 24",
            ("Kc Qd Qh Jc", "10s"): "a double run of four is 10",
            ("Ah 3h 9c Kh", "10d"): "no score",
            ("2h 4h 9h Kh", "Qh"): "fifteen 2 and a flush of five is 7",
        }
        for (hand, starter), text in said.items():
            with self.subTest(hand=hand):
                self.assertEqual(libcrib.score(hand, starter).announcement, text)
        s = libcrib.score([Card("Js"), "5h", 17, "5c"], Card("5s"))
        nobs = s.items[-1]
        self.assertEqual((nobs.kind, nobs.points, nobs.cards, nobs.positions, nobs.mask),
                         (libcrib.ItemKind.NOBS, 1, (Card("Js"), Card("5s")), (0, "starter"),
                          1 << 43 | 1 << 19))
        self.assertEqual(s.hand, tuple(libcrib.parse_hand("Js 5h 5d 5c")))
        self.assertEqual(s.heels, 0)
        self.assertEqual(libcrib.score("5c 5d Qs Kh", "Jh").heels, 2)


class Errors(unittest.TestCase):
    def assertCode(self, code, fn, *args, **kwargs):
        return assert_code(self, code, fn, *args, **kwargs)

    def test_error_type(self):
        """CribError is a ValueError carrying the code and the library's sentence"""
        self.assertTrue(issubclass(CribError, ValueError))
        e = CribError(libcrib.EDUP)
        self.assertEqual((e.code, str(e)), (-3, "the same card appears twice"))

    def test_strerror(self):
        """a sentence for each code, and the unknown-code sentence for anything else"""
        unknown = libcrib.strerror(1)
        codes = [v for k, v in vars(libcrib).items()
                 if k == "OK" or (re.match(r"E[A-Z0-9]+$", k) and isinstance(v, int))]
        known = {libcrib.strerror(c) for c in codes}
        self.assertEqual(len(known), len(codes))
        self.assertNotIn(unknown, known)
        for c in (min(codes) - 1, 2, 1 << 40, -(1 << 40)):
            self.assertEqual(libcrib.strerror(c), unknown)

    def test_ecard(self):
        """ECARD: ids 52 to 255, and ids that a uint8_t would wrap"""
        for bad in (52, 255, 256, 256 + 18, -1):
            with self.subTest(id=bad):
                self.assertCode(libcrib.ECARD, Card, bad)
                self.assertCode(libcrib.ECARD, libcrib.score, [0, 1, 2, bad], 3)
                self.assertCode(libcrib.ECARD, libcrib.score, [0, 1, 2, 3], bad)
                self.assertCode(libcrib.ECARD, libcrib.mask_from_cards, [bad])
                self.assertCode(libcrib.ECARD, libcrib.heels, bad)

    def test_edup(self):
        """EDUP: a card twice in a hand or a list, or as the starter too"""
        self.assertCode(libcrib.EDUP, libcrib.parse_hand, "5h 5d 5h")
        self.assertCode(libcrib.EDUP, libcrib.score, "5h 5d 5c Js", "5h")
        self.assertCode(libcrib.EDUP, libcrib.score, [18, 18, 1, 2], 3)
        self.assertCode(libcrib.EDUP, libcrib.mask_from_cards, [7, 7])

    def test_ecount(self):
        """ECOUNT: 0, 2 and 5 cards, and a three-card crib"""
        for hand in ([], "Ah 2h", "Ah 2h 3h 4h 6h"):
            self.assertCode(libcrib.ECOUNT, libcrib.score, hand, "Kc")
        self.assertCode(libcrib.ECOUNT, libcrib.score, "Ah 2h 3h", "Kc", crib=True)

    def test_eparse(self):
        """EPARSE: not a card, text around a card, a NUL inside the text"""
        for bad in ("", "1h", " 5h", "5h ", "5x", "11h", "5h\0", "5h 5d"):
            with self.subTest(text=bad):
                self.assertCode(libcrib.EPARSE, Card, bad)
        self.assertCode(libcrib.EPARSE, libcrib.parse_hand, "5h xx")
        self.assertCode(libcrib.EPARSE, libcrib.parse_hand, "5h\0 5d")
        self.assertCode(libcrib.EPARSE, libcrib.score, "5h 5d 5c Jz", "5s")

    def test_eparse_names_the_word(self):
        """EPARSE names the word that is not a card, quoted as the crib program quotes it"""
        tail = " is not a card (a rank A 2-10 T J Q K and a suit c d h s)"
        for call, word in (((Card, "5x"), "'5x'"), ((Card, "5h "), "'5h '"),
                           ((libcrib.parse_hand, "5h,5d, Zz 5c"), "'Zz'"),
                           ((libcrib.score, "5h 5d 5c Jz", "5s"), "'Jz'"),
                           ((libcrib.score, "5h 5d 5c Js", "5"), "'5'"),
                           ((libcrib.parse_hand, "5h\0 5d"), "'5h\\x00'"),
                           ((libcrib.parse_hand, "5h 5\ud800"), "'5\\xed\\xa0\\x80'"),
                           ((Card, "a\\b"), "'a\\\\b'"), ((Card, "5♥x"), "'5♥x'"),
                           ((Card, "x" * 80), "'" + "x" * 60 + "...'")):
            with self.subTest(call=call):
                with self.assertRaises(CribError) as cm:
                    call[0](*call[1:])
                self.assertEqual((cm.exception.code, str(cm.exception)), (libcrib.EPARSE, word + tail))

    def test_eparse_as_the_crib_program_says_it(self):
        """the message of EPARSE is the crib program's, word for word"""
        crib = ROOT / "bin" / "crib"
        if not os.access(crib, os.X_OK):
            self.skipTest("bin/crib is not built")
        for word in ("5x", "a\\b", "5♥x", "é", "x" * 80):
            with self.subTest(word=word):
                said = subprocess.run([str(crib), "score", "5h", "5d", "5c", word, "5s"],
                                      capture_output=True, text=True).stderr
                with self.assertRaises(CribError) as cm:
                    libcrib.score(f"5h 5d 5c {word}", "5s")
                self.assertEqual(said, f"crib: {cm.exception}\n")

    def test_emask(self):
        """EMASK: bits above 51, negative masks, masks wider than 64 bits"""
        for bad in (1 << 52, 1 << 63, -1, 1 << 64):
            with self.subTest(mask=bad):
                self.assertCode(libcrib.EMASK, libcrib.mask_count, bad)
                self.assertCode(libcrib.EMASK, libcrib.mask_to_cards, bad)

    def test_erange(self):
        """ERANGE: a rank or suit out of range, even beyond int32"""
        for rank, suit in ((13, 0), (0, 4), (-1, 0), (1 << 32, 0), (0, 1 << 40)):
            self.assertCode(libcrib.ERANGE, Card.make, rank, suit)

    def test_codes_only_raw_calls_reach(self):
        """ENULL, EFLAGS, ESPACE and a bad crib_score: the module never causes them"""
        lib = libcrib._native.lib
        raw = libcrib._native.STRUCT["crib_score"]()
        self.assertEqual(lib.crib_card_parse(None, None), libcrib.ENULL)
        self.assertEqual(lib.crib_hand_score((ctypes.c_uint8 * 4)(0, 1, 2, 3), 4, 4, 2,
                                             raw), libcrib.EFLAGS)
        self.assertEqual(lib.crib_hand_parse(b"5h 5d", (ctypes.c_uint8 * 1)(), 1),
                         libcrib.ESPACE)
        raw.n_items = libcrib.SCORE_MAX_ITEMS + 1
        self.assertEqual(lib.crib_score_format(raw, None, 0), libcrib.ERANGE)
        self.assertCode(libcrib.ENULL, libcrib._native.check, libcrib.ENULL)

    def test_type_errors(self):
        """TypeError for what is neither a text nor an int"""
        for bad in (1.5, None, True, b"5h"):
            with self.subTest(value=bad):
                self.assertRaises(TypeError, Card, bad)
        self.assertRaises(TypeError, libcrib.parse_hand, None)
        self.assertRaises(TypeError, libcrib.mask_count, 1.0)


def deal(rng, n):
    """n distinct seeded cards."""
    return [Card(c) for c in rng.sample(range(52), n)]


class Fast(unittest.TestCase):
    def test_sample_against_score(self):
        """every starter of 300 seeded hands and cribs and 60 three-card hands, as score()"""
        rng = random.Random(20261122)
        cases = [(deal(rng, 4), crib) for _ in range(150) for crib in (False, True)]
        cases += [(deal(rng, 3), False) for _ in range(60)]
        for hand, crib in cases:
            with self.subTest(hand=libcrib.format_hand(hand), crib=crib):
                mask = libcrib.mask_from_cards(hand)
                starters = libcrib.mask_score_starters(mask, crib=crib)
                want = [None if c in hand else libcrib.score(
                    hand, c, crib=crib, five_card=len(hand) == 3).total for c in range(52)]
                self.assertEqual(starters, want)
                for c in range(52):
                    if c not in hand:
                        self.assertEqual(libcrib.mask_score(mask, c, crib=crib), want[c])

    def test_29_hand(self):
        """the 29 hand by mask and by cards; the other fives of its starters"""
        self.assertEqual(libcrib.mask_score("5h 5d 5c Js", "5s"), 29)
        self.assertEqual(libcrib.mask_score(libcrib.mask_from_cards("5h 5d 5c Js"), 19), 29)
        starters = libcrib.mask_score_starters([Card("Js"), "5h", 17, "5c"])
        self.assertEqual([starters[c] for c in range(16, 20)], [None, None, None, 29])
        self.assertEqual(starters.count(None), 4)
        self.assertEqual(libcrib.mask_score("5h 5d 5c Js", "5s", crib=True), 29)

    def test_errors(self):
        """ECOUNT, EDUP, ECARD, EMASK, and TypeError for a lone Card as a hand"""
        assert_code(self, libcrib.ECOUNT, libcrib.mask_score, "5h 5d 5c Js 2c", "5s")
        assert_code(self, libcrib.ECOUNT, libcrib.mask_score, "5h 5d 5c", "5s", crib=True)
        assert_code(self, libcrib.ECOUNT, libcrib.mask_score_starters, 0)
        assert_code(self, libcrib.EDUP, libcrib.mask_score, "5h 5d 5c Js", "5h")
        assert_code(self, libcrib.ECARD, libcrib.mask_score, "5h 5d 5c Js", 52)
        assert_code(self, libcrib.EMASK, libcrib.mask_score_starters, 1 << 52 | 7)
        assert_code(self, libcrib.EMASK, libcrib.mask_score, -1, 0)
        self.assertRaises(TypeError, libcrib.mask_score, Card("5h"), 0)


def assert_code(test, code, fn, *args, **kwargs):
    """fn(*args, **kwargs) raises CribError with code and the library's sentence (after
    what was refused, where the binding says it), or for a text that is not a card (EPARSE)
    the crib program's words naming it; returns the error."""
    with test.assertRaises(CribError) as e:
        fn(*args, **kwargs)
    test.assertEqual(e.exception.code, code)
    if code == libcrib.EPARSE:
        test.assertRegex(str(e.exception), r"^'.*' is not a card \(a rank A 2-10 T J Q K and a "
                         r"suit c d h s\)$")
    else:
        test.assertTrue(str(e.exception).endswith(libcrib.strerror(code)), str(e.exception))
    return e.exception


class Discard(unittest.TestCase):
    def assertSameJson(self, ours, printed, path=""):
        """Equal, but for floats, which the program prints to 6 decimals."""
        if isinstance(printed, float):
            self.assertAlmostEqual(ours, printed, places=6, msg=path)
        elif isinstance(printed, dict):
            self.assertEqual(ours.keys(), printed.keys(), path)
            for key in printed:
                self.assertSameJson(ours[key], printed[key], f"{path}.{key}")
        elif isinstance(printed, list):
            self.assertEqual(len(ours), len(printed), path)
            for i, (a, b) in enumerate(zip(ours, printed)):
                self.assertSameJson(a, b, f"{path}[{i}]")
        else:
            self.assertEqual(ours, printed, path)

    def test_first_keep(self):
        """5h 5d 5c Js 2c 9h, dealing: keep the 29 hand's four, 766 over 46, crib 188288"""
        keeps = libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=True)
        self.assertEqual(len(keeps), 15)
        best = keeps[0]
        self.assertEqual((best.keep, best.discard), (tuple(libcrib.parse_hand("5c 5d 5h Js")),
                                                     tuple(libcrib.parse_hand("2c 9h"))))
        self.assertEqual(best.hand, libcrib.Expect(766, 46, 14, 29, 766 / 46))
        self.assertEqual((best.crib.sum, best.crib.count), (188288, 45540))
        self.assertEqual(best.value, 766 / 46 + 188288 / 45540)
        self.assertEqual(sorted(keeps, key=lambda k: -k.value), keeps)

    def test_same_as_the_crib_program(self):
        """every keep of ten analyses, field for field, as `crib discard --json` prints it"""
        for args, kwargs in ((["--dealer"], {"dealer": True}), (["--pone"], {"dealer": False}),
                             (["--five-card"], {"dealer": True, "five_card": True})):
            for cards in ("5h 5d 5c Js 2c 9h", "Ah 2h 3h 4h 5h 6h", "Kc Qd 7s 7h 3c 2d"):
                dealt = cards if "--five-card" not in args else cards.rsplit(" ", 1)[0]
                with self.subTest(dealt=dealt, args=args):
                    printed = crib_json(self, "discard", *args, *dealt.split())
                    self.assertEqual((printed["dealer"], printed["five_card"]),
                                     (kwargs["dealer"], "five_card" in kwargs))
                    ours = libcrib.discard_analyze(dealt, **kwargs)
                    self.assertSameJson([k.to_dict() for k in ours], printed["keeps"])
        printed = crib_json(self, "discard", "--pone", "5h", "5d", "5c", "Js", "2c")
        ours = libcrib.discard_analyze([18, "5d", Card("5c"), "Js", "2c"], dealer=False)
        self.assertSameJson([k.to_dict() for k in ours], printed["keeps"])

    def test_expect_building_blocks(self):
        """hand_expect and crib_expect give each keep's hand and crib, masks or cards"""
        for k in libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=False)[:4]:
            self.assertEqual(libcrib.hand_expect(k.keep, k.discard), k.hand)
            self.assertEqual(libcrib.discard_expect(libcrib.mask_from_cards(k.discard),
                                                 libcrib.mask_from_cards(k.keep)), k.crib)
        alone = libcrib.hand_expect("5h 5d 5c Js")
        self.assertEqual((alone.count, alone.max), (48, 29))
        self.assertEqual(libcrib.discard_expect("5h 5d 5c Js", "5s").count, 47)

    def test_crib_table(self):
        """169 entries: 5-5 sums to 528768, A-2 suited to 263247; as `crib crib-table` prints"""
        table = libcrib.discard_table()
        self.assertEqual(len(table), libcrib.DISCARD_TABLE_SIZE)
        entries = {(e.ranks, e.suited): e for e in table}
        self.assertEqual(entries[("5", "5"), False].sum, 528768)
        self.assertEqual(entries[("A", "2"), True].sum, 263247)
        self.assertEqual(entries[("A", "2"), True].mean, 263247 / 58800)
        self.assertEqual(table[-1].ranks, ("K", "K"))
        printed = crib_json(self, "crib-table")
        self.assertSameJson([{"ranks": list(e.ranks), "suited": e.suited, "sum": e.sum,
                              "mean": e.mean} for e in table], printed["pairs"])

    def test_optimal_model(self):
        """model="optimal": every keep as `crib discard --model optimal` prints it, and the
        dealer's and pone's tables as `crib crib-table --model optimal` prints them"""
        for args, dealer in ((["--dealer"], True), (["--pone"], False)):
            for cards in ("5h 5d 5c Js 2c 9h", "Kc Qd 7s 7h 3c 2d"):
                with self.subTest(cards=cards, dealer=dealer):
                    printed = crib_json(self, "discard", "--model", "optimal", *args,
                                        *cards.split())
                    ours = libcrib.discard_analyze(cards, dealer=dealer, model="optimal")
                    self.assertSameJson([k.to_dict() for k in ours], printed["keeps"])
        printed = crib_json(self, "crib-table", "--model", "optimal")
        dealer = libcrib.discard_table(model="optimal", dealer=True)
        pone = libcrib.discard_table(model="optimal", dealer=False)
        plain = libcrib.discard_table()
        self.assertEqual(len(printed["pairs"]), len(dealer))
        for d, p, r, row in zip(dealer, pone, plain, printed["pairs"]):
            self.assertEqual((list(d.ranks), d.suited), (row["ranks"], row["suited"]))
            self.assertAlmostEqual(d.mean, row["dealer"], places=6)
            self.assertAlmostEqual(p.mean, row["pone"], places=6)
            self.assertAlmostEqual(r.mean, row["random"], places=6)
        best = libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=False, model="optimal")[0]
        self.assertEqual(libcrib.discard_expect(best.discard, best.keep, model="optimal",
                                                dealer=False), best.crib)
        self.assertRaises(ValueError, libcrib.discard_analyze, "5h 5d 5c Js 2c 9h",
                          dealer=True, model="best")
        self.assertRaises(TypeError, libcrib.discard_table, model="optimal")
        assert_code(self, libcrib.ECOUNT, libcrib.discard_analyze, "5h 5d 5c Js 2c",
                    dealer=True, model="optimal")

    def test_errors(self):
        """ECOUNT, EDUP, ECARD, ERANGE, EMASK; dealer must be said"""
        assert_code(self, libcrib.ECOUNT, libcrib.discard_analyze, "5h 5d 5c Js", dealer=True)
        assert_code(self, libcrib.ECOUNT, libcrib.discard_analyze, "5h 5d 5c Js 2c 9h",
                    dealer=True, five_card=True)
        assert_code(self, libcrib.EDUP, libcrib.discard_analyze, [1, 2, 3, 4, 5, 1],
                    dealer=True)
        assert_code(self, libcrib.ECARD, libcrib.discard_analyze, [1, 2, 3, 4, 5, 52],
                    dealer=True)
        assert_code(self, libcrib.EDUP, libcrib.hand_expect, "5h 5d 5c Js", "Js")
        assert_code(self, libcrib.ECOUNT, libcrib.discard_expect, 0)
        assert_code(self, libcrib.ERANGE, libcrib.hand_expect, "5h 5d 5c Js",
                    (1 << 52) - 1 - libcrib.mask_from_cards("5h 5d 5c Js"))
        assert_code(self, libcrib.EMASK, libcrib.discard_expect, "5h", 1 << 60)
        self.assertRaises(TypeError, libcrib.discard_analyze, "5h 5d 5c Js 2c 9h")


class PegScore(unittest.TestCase):
    def sequence(self, cards):
        """What each card of a sequence pegs, scored against the cards before it."""
        pile = libcrib.parse_hand(cards)
        return [libcrib.peg_score(pile[:i]).total for i in range(1, len(pile) + 1)]

    def test_rules_examples(self):
        """the play's examples of RULES.md: runs in any order, pairs, fifteens, 31"""
        for cards, want in (("4h 2h 3h 4s 3s", [0, 0, 3, 3, 0]),
                            ("4h 2h 3h 5h 6h", [0, 0, 3, 4, 5]),
                            ("4h 6h 5h", [0, 0, 5]), ("4h Kh 6h 5h", [0, 0, 0, 0]),
                            ("6c 5c 6d", [0, 0, 0]), ("3c 3d 3h 3s", [0, 2, 6, 12]),
                            ("Kh 6c Kd 2h 2s", [0, 0, 0, 0, 2]), ("Kc Qc 10c Ac", [0, 0, 0, 2]),
                            ("Qc Kc Ac", [0, 0, 0]), ("Jc Qc Kc", [0, 0, 3])):
            with self.subTest(cards=cards):
                self.assertEqual(self.sequence(cards), want)

    def test_items(self):
        """31 pegs 2, never 3; items in kind order, their cards in the order played"""
        p = libcrib.peg_score("Kc Qc 10c Ac")
        self.assertEqual((p.total, p.count, p.thirty_one, p.go), (2, 31, 2, 0))
        self.assertEqual([(str(i.kind), i.points, len(i.cards)) for i in p.items],
                         [("thirty-one", 2, 4)])
        p = libcrib.peg_score([Card("Kc"), "6c", 28, "7c"])
        self.assertEqual((p.total, p.run, p.thirty_one, p.fifteen), (5, 3, 2, 0))
        self.assertEqual([(str(i.kind), " ".join(map(str, i.cards))) for i in p.items],
                         [("run", "6c 8c 7c"), ("thirty-one", "Kc 6c 8c 7c")])
        p = libcrib.peg_score("Kc Ac 4c 4d 4h")
        four = libcrib.parse_hand("4c 4d 4h")
        self.assertEqual(p.items, (libcrib.PegItem(libcrib.ItemKind.PAIR, 6, tuple(four),
                                                   libcrib.mask_from_cards(four)),))
        self.assertEqual((p.pairs, p.count), (6, 23))

    def test_errors(self):
        """EOVER31, ECOUNT, EDUP, ECARD"""
        assert_code(self, libcrib.EOVER31, libcrib.peg_score, "Qc Jc 10c 2c")
        assert_code(self, libcrib.ECOUNT, libcrib.peg_score, [])
        assert_code(self, libcrib.EDUP, libcrib.peg_score, "5h 6h 5h")
        assert_code(self, libcrib.ECARD, libcrib.peg_score, [0, 60])


GO = None


def run_script(test, play, steps):
    """Acts out steps (player, card or GO, points, scorer, reset, next) and checks each
    event; returns the events."""
    events = []
    for player, card, points, scorer, reset, after in steps:
        with test.subTest(player=player, card=card):
            ev = play.go(player) if card is GO else play.play(player, card)
            test.assertEqual((ev.player, ev.card, ev.points, ev.scorer, ev.reset, ev.next),
                             (player, None if card is GO else Card(card), points, scorer,
                              reset, after))
            test.assertEqual(sum(i.points for i in ev.items), ev.points)
            test.assertEqual(play.turn, after)
            events.append(ev)
    return events


class PlayEngine(unittest.TestCase):
    def test_rules_example(self):
        """K-K-2-2 against 9-8-7-6, A leading: each event as in test_play.c; A 3, B 6"""
        play = libcrib.Play(2, ["Kc Kd 2c 2d", "9h 8h 7h 6h"], 0)
        self.assertEqual((play.turn, play.count, play.over, play.pile), (0, 0, False, []))
        self.assertEqual(play.legal(0), libcrib.parse_hand("2c 2d Kc Kd"))
        self.assertEqual(play.legal(1), [])
        events = run_script(self, play, [
            (0, "Kc", 0, None, False, 1), (1, "6h", 0, None, False, 0),
            (0, "Kd", 0, None, False, 1), (1, GO, 0, None, False, 0),
            (0, "2c", 0, None, False, 0), (0, "2d", 3, 0, True, 1),
            (1, "8h", 0, None, False, 1), (1, "7h", 2, 1, False, 1),
            (1, "9h", 4, 1, True, None)])
        self.assertEqual((play.points(0), play.points(1), play.over, play.turn),
                         (3, 6, True, None))
        last = events[5]
        self.assertEqual((last.count, last.side, [str(i.kind) for i in last.items]),
                         (30, 0, ["pair", "go"]))
        self.assertEqual(events[3].count, 26)
        self.assertEqual((events[-1].over, events[-1].count), (True, 24))

    def test_same_as_the_crib_program(self):
        """each card of that play pegs what `crib peg --json` prints for it"""
        play = libcrib.Play(2, ["Kc Kd 2c 2d", "9h 8h 7h 6h"], 0)
        actions = [(0, "Kc"), (1, "6h"), (0, "Kd"), (1, GO), (0, "2c"), (0, "2d"),
                   (1, "8h"), (1, "7h"), (1, "9h")]
        events = [play.go(p) if c is GO else play.play(p, c) for p, c in actions]
        printed = crib_json(self, "peg", *(c for _, c in actions if c is not GO))["cards"]
        ours = [{"card": str(e.card), "count": e.count, "points": e.points,
                 "items": [i.to_dict() for i in e.items]} for e in events if e.card is not None]
        self.assertEqual(ours, [{k: v for k, v in c.items() if k != "reset"} for c in printed])

    def test_more_players_and_five_card(self):
        """three players, four in partnerships (sides), the five-card game's single count"""
        three = libcrib.Play(3, ["Kc 5c", "Qc 6c", "Jc 7c"], 0)
        run_script(self, three, [
            (0, "Kc", 0, None, False, 1), (1, "Qc", 0, None, False, 2),
            (2, "Jc", 3, 2, False, 0), (0, GO, 0, None, False, 1), (1, GO, 1, 2, True, 0),
            (0, "5c", 0, None, False, 1), (1, "6c", 0, None, False, 2),
            (2, "7c", 4, 2, True, None)])
        self.assertEqual([three.points(p) for p in range(3)], [0, 0, 8])
        four = libcrib.Play(4, ["Kc 9c", "Kd 9d", "5c 8c", "5d 8d"], 0)
        events = run_script(self, four, [
            (0, "Kc", 0, None, False, 1), (1, "Kd", 2, 1, False, 2),
            (2, "5c", 0, None, False, 3), (3, "5d", 2, 3, False, 0)])
        self.assertEqual([e.side for e in events], [None, 1, None, 1])
        five = libcrib.Play(2, ["Kc Qc 5c", "Kd Qd 5d"], 0, five_card=True)
        run_script(self, five, [
            (0, "Kc", 0, None, False, 1), (1, "Kd", 2, 1, False, 0),
            (0, "Qc", 0, None, False, 1), (1, GO, 1, 0, True, None)])
        self.assertEqual((five.over, five.hand(1)), (True, libcrib.parse_hand("5d Qd")))

    def test_copy(self):
        """copy() branches a position: each goes its own way"""
        play = libcrib.Play(2, [libcrib.mask_from_cards("Kc Kd 2c 2d"), "9h 8h 7h 6h"], 0)
        play.play(0, "Kc")
        twin = play.copy()
        self.assertEqual(bytes(twin._state), bytes(play._state))
        twin.play(1, "6h")
        self.assertEqual((play.turn, play.count, play.pile), (1, 10, [Card("Kc")]))
        self.assertEqual((twin.turn, twin.count), (0, 16))
        play.play(1, "9h")
        self.assertEqual((play.count, twin.count), (19, 16))
        self.assertEqual(twin.hand(1), libcrib.parse_hand("7h 8h 9h"))

    def test_rejections(self):
        """ETURN, ENOTHELD, EMUSTPLAY, EOVER31, EDONE, ECARD, ERANGE: state unchanged"""
        play = libcrib.Play(2, ["Kc Qc 5c Ac", "Kd 9d 8d 7d"], 0)

        def rejected(code, player, card):
            before = bytes(play._state)
            if card is GO:
                assert_code(self, code, play.go, player)
            else:
                assert_code(self, code, play.play, player, card)
            self.assertEqual(bytes(play._state), before)

        rejected(libcrib.ETURN, 1, "Kd")
        rejected(libcrib.ENOTHELD, 0, "Kd")
        rejected(libcrib.EMUSTPLAY, 0, GO)
        rejected(libcrib.ETURN, 1, GO)
        rejected(libcrib.ECARD, 0, 52)
        rejected(libcrib.ECARD, 0, 256 + 48)
        rejected(libcrib.ERANGE, 2, "Kc")
        for player, card in ((0, "Kc"), (1, "Kd"), (0, "Qc")):
            play.play(player, card)
        rejected(libcrib.EOVER31, 1, "9d")
        rejected(libcrib.ENOTHELD, 1, "Kc")
        play.go(1)
        rejected(libcrib.EOVER31, 0, "5c")
        rejected(libcrib.EMUSTPLAY, 0, GO)
        ev = play.play(0, "Ac")
        self.assertEqual((ev.points, ev.reset, ev.next), (2, True, 1))
        for player, card in ((1, "9d"), (0, "5c"), (1, "8d"), (1, "7d")):
            play.play(player, card)
        self.assertTrue(play.over)
        rejected(libcrib.EDONE, 1, "7d")
        rejected(libcrib.EDONE, 0, GO)
        assert_code(self, libcrib.ERANGE, play.points, 2)
        assert_code(self, libcrib.ERANGE, play.hand, -1)

    def test_init_errors(self):
        """EDUP, ERANGE (players, leader, a list of another length), EMASK"""
        assert_code(self, libcrib.EDUP, libcrib.Play, 2, ["Kc Qc", "Qc"], 0)
        assert_code(self, libcrib.ERANGE, libcrib.Play, 5, ["Ac", "2c", "3c", "4c", "5c"], 0)
        assert_code(self, libcrib.ERANGE, libcrib.Play, 2, ["Ac", "2c", "3c"], 0)
        assert_code(self, libcrib.ERANGE, libcrib.Play, 2, ["Ac", "2c"], 2)
        assert_code(self, libcrib.EMASK, libcrib.Play, 2, [1 << 52, 1], 0)

    def test_seeded_deals(self):
        """200 seeded deals of 2, 3, 4 players played at random: turns, legal cards, points"""
        rng = random.Random(7)
        for n in range(200):
            players = 2 + n % 3
            cards = deal(rng, 4 * players)
            play = libcrib.Play(players, [cards[4 * p:4 * p + 4] for p in range(players)],
                                n % players, five_card=n % 7 == 0)
            pegged = [0] * players
            while not play.over:
                p = play.turn
                legal = play.legal(p)
                self.assertEqual(legal, [c for c in play.hand(p)
                                         if play.count + c.value <= 31])
                ev = play.play(p, rng.choice(legal)) if legal else play.go(p)
                self.assertEqual(play.turn, ev.next)
                if ev.points:
                    pegged[ev.scorer] += ev.points
            self.assertEqual(pegged, [play.points(p) for p in range(players)])


class FailureToPlay(unittest.TestCase):
    """Play(failure=True): 004's failure to play, and the tournament reading."""

    def test_go_while_able(self):
        """a go while able: the cards that could be played are dead, the opponent pegs 2,
        and the go goes on (here it ends the count: one for last to its player)"""
        play = libcrib.Play(2, ["Kc 5c 9c 2c", "Kd Qd Jd 10d"], 0, failure=True)
        for player, card in ((0, "Kc"), (1, "Kd"), (0, "5c")):
            play.play(player, card)
        self.assertEqual(play.go(1).penalty, 0)  # he cannot play: a plain go
        ev = play.go(0)  # he could play the 2c
        self.assertEqual((ev.penalty, ev.penalty_to, ev.dead, ev.points, ev.scorer, ev.reset),
                         (2, 1, (Card("2c"),), 1, 0, True))
        self.assertEqual((play.dead(), play.hand(0), play.points(0), play.points(1)),
                         ([Card("2c")], [Card("9c")], 1, 4))
        self.assertEqual(ev.to_dict()["dead"], ["2c"])
        self.assertEqual(libcrib.Play(2, ["Ac", "2c"], 0).dead(), [])

    def test_each_card(self):
        """failure_each: 2 for each card that could have been played; a go on the lead"""
        play = libcrib.Play(2, ["Kc 5c 2c", "Kd Qd Jd"], 0, failure=True, failure_each=True)
        play.play(0, "Kc")
        play.play(1, "Kd")
        ev = play.go(0)
        self.assertEqual((ev.penalty, ev.penalty_to, ev.dead, play.hand(0), play.points(1)),
                         (4, 1, tuple(libcrib.parse_hand("2c 5c")), [], 6))
        lead = libcrib.Play(3, ["Ac 2c", "3c", "4c"], 0, failure=True)
        ev = lead.go(0)
        self.assertEqual((ev.penalty, ev.penalty_to, ev.dead, lead.turn), (2, 1, (0, 4), 1))

    def test_errors(self):
        """failure_each without failure is EFLAGS; without failure a go while able is
        EMUSTPLAY; the flags take only bools"""
        assert_code(self, libcrib.EFLAGS, libcrib.Play, 2, ["Ac", "2c"], 0, failure_each=True)
        assert_code(self, libcrib.EMUSTPLAY, libcrib.Play(2, ["Ac", "2c"], 0).go, 0)
        self.assertRaises(TypeError, libcrib.Play, 2, ["Ac", "2c"], 0, failure=1)


def raw_bytes(fn, state, *args):
    """The bytes of the structure a library call fills, from a copy of the state."""
    lib, struct = libcrib._native.lib, libcrib._native.STRUCT
    twin = type(state).from_buffer_copy(state)
    out = struct["crib_play_event"]()
    getattr(lib, fn)(twin, *args, out)
    return bytes(out)


class GameClaims(unittest.TestCase):
    """Game.claim_score, claim_play, overpeg and opponent."""

    def test_events_rebuilt_exactly(self):
        """an Event gives claim_play the very crib_play_event the engine filled: nearly
        2,000 actions of seeded plays, failures to play among them"""
        rng = random.Random(5)
        actions = 0
        for k in range(160):
            players = 2 + k % 3
            cards = deal(rng, 4 * players)
            play = libcrib.Play(players, [cards[4 * p:4 * p + 4] for p in range(players)],
                                k % players, failure=k % 2 == 0, failure_each=k % 4 == 0)
            while not play.over:
                who, legal = play.turn, play.legal(play.turn)
                if legal and (k % 2 or rng.random() < 0.8):
                    card = rng.choice(legal)
                    want = raw_bytes("crib_play_card", play._state, who, card)
                    ev = play.play(who, card)
                else:
                    want = raw_bytes("crib_play_go", play._state, who)
                    ev = play.go(who)
                self.assertEqual(bytes(ev._raw()), want, ev)
                actions += 1
        self.assertGreater(actions, 1900)

    def test_claim_play(self):
        """a card's points claimed in full, short (muggins in the play takes the rest),
        over (corrected, no penalty); a go's point for last; the order then holds"""
        rules = GameRules.default(options=libcrib.OPT_MUGGINS | libcrib.OPT_MUGGINS_PLAY)
        game = Game(rules, 1)
        play = libcrib.Play(2, ["Kc 5c 9c 2c", "Kd Qd Jd 5d"], 0)
        play.play(0, "Kc")
        pair = play.play(1, "Kd")
        self.assertEqual(game.claim_play(pair), libcrib.Claim(1, 0, 2, 2, 0, 0, 2, 0, 0, False))
        nothing = play.play(0, "5c")  # 25
        self.assertEqual(game.claim_play(nothing, 3),
                         libcrib.Claim(0, 1, 3, 0, 0, 3, 0, 0, 0, False))
        pair = play.play(1, "5d")  # 30, a pair
        self.assertEqual(game.claim_play(pair, claimed=0),
                         libcrib.Claim(1, 0, 0, 2, 2, 0, 0, 2, 0, False))
        self.assertEqual((game.board(0), game.board(1)), ((2, 0), (2, 0)))
        last = play.go(0)  # and player 1 cannot play either: one for last
        self.assertEqual((last.points, last.scorer, last.reset), (1, 1, True))
        self.assertEqual(game.claim_play(last).pegged, 1)
        game.claim(0, 4)
        assert_code(self, libcrib.EORDER, game.claim_play, last)
        plain = Game(GameRules.default(), 1)
        self.assertEqual(plain.claim_play(pair, claimed=1).muggins, 0)  # lost without it
        self.assertEqual(plain.board(1), (1, 0))

    def test_claim_play_penalty(self):
        """a failure to play's penalty goes to its opponent first, under OPT_FAILURE; a game
        without the option refuses such an event, as it refuses events that do not add up"""
        play = libcrib.Play(2, ["Kc 5c 9c 2c", "Kd Qd Jd 10d"], 0, failure=True)
        for player, card in ((0, "Kc"), (1, "Kd"), (0, "5c")):
            play.play(player, card)
        play.go(1)
        failure = play.go(0)
        game = Game(GameRules.default(options=libcrib.OPT_FAILURE), 1)
        claim = game.claim_play(failure)
        self.assertEqual((claim.player, claim.pegged, claim.penalty), (0, 1, 2))
        self.assertEqual((game.board(0), game.board(1)), ((1, 0), (2, 0)))
        plain = Game(GameRules.default(), 1)
        for bad in (failure, dataclasses.replace(failure, penalty=0, penalty_to=None, points=3),
                    dataclasses.replace(failure, penalty_to=0)):
            before = bytes(plain._state)
            assert_code(self, libcrib.ERANGE, plain.claim_play, bad)
            self.assertEqual(bytes(plain._state), before)
        self.assertRaises(TypeError, plain.claim_play, failure.to_dict())
        assert_code(self, libcrib.ERANGE, game.claim_play, failure, 2 ** 32 - 1)

    def test_scores_rebuilt_exactly(self):
        """a Score gives claim_score the very crib_score crib_hand_score filled, for every
        answer-file hand and crib"""
        lib, struct = libcrib._native.lib, libcrib._native.STRUCT
        for row in hands_csv():
            for crib in ([False, True] if row["crib_total"] else [False]):
                cards = libcrib.parse_hand(row["hand"])
                raw = struct["crib_score"]()
                lib.crib_hand_score((ctypes.c_uint8 * len(cards))(*cards), len(cards),
                                    Card(row["starter"]), int(crib), raw)
                ours = libcrib.score(cards, row["starter"], crib=crib,
                                     five_card=len(cards) == 3)._raw()
                self.assertEqual(bytes(ours), bytes(raw), row)

    def test_claim_score(self):
        """the 29 hand at 119 to go 121: exactly refuses it whole, exactly item by item
        pegs its first fifteen and ends the game there; a short claim's rest to muggins;
        the crib flag from the Score"""
        hand = libcrib.score("5h 5d 5c Js", "5s")
        for options, pegged, over in ((libcrib.OPT_EXACT, 0, False),
                                      (libcrib.OPT_EXACT | libcrib.OPT_EXACT_ITEMS, 2, True)):
            game = Game(GameRules.default(options=options), 0)
            game.peg(1, 119, libcrib.REASON_PLAY)
            claim = game.claim_score(1, hand)
            self.assertEqual((claim.pegged, claim.ended, game.over), (pegged, over, over))
            # claim() takes the total as one item: refused whole either way.
            game = Game(GameRules.default(options=options), 0)
            game.peg(1, 119, libcrib.REASON_PLAY)
            self.assertEqual(game.claim(1, 29).pegged, 0)
        game = Game(GameRules.default(options=libcrib.OPT_MUGGINS), 0)
        self.assertEqual(game.claim_score(1, hand, claimed=5),
                         libcrib.Claim(1, 0, 5, 29, 24, 0, 5, 24, 0, False))
        crib = libcrib.score("5h 5d 5c Js", "5s", crib=True)
        assert_code(self, libcrib.ETURN, game.claim_score, 1, crib)
        self.assertEqual(game.claim_score(0, crib).pegged, 29)
        self.assertEqual(game.result().scores, (24 + 29, 5))

    def test_claim_items(self):
        """Ac 2d 3h 9s with 9c (fifteens, a run, a pair) at 114, exactly item by item: the
        customary order goes out, pairs first (OPT_PAIRS_FIRST) stalls at 120, and the
        claimant's own order (claim_items) decides; an order not of each item once is
        ERANGE"""
        hand = libcrib.score("Ac 2d 3h 9s", "9c")
        exact = libcrib.OPT_EXACT | libcrib.OPT_EXACT_ITEMS
        for options, front in ((exact, 121), (exact | libcrib.OPT_PAIRS_FIRST, 120)):
            game = Game(GameRules.default(options=options), 0)
            game.peg(1, 114, libcrib.REASON_PLAY)
            game.claim_score(1, hand)
            self.assertEqual(game.board(1).front, front)
        game = Game(GameRules.default(options=exact), 0)
        game.peg(1, 114, libcrib.REASON_PLAY)
        self.assertEqual(game.claim_items(1, hand, [0, 1, 3, 2]).pegged, 6)
        game = Game(GameRules.default(options=exact | libcrib.OPT_PAIRS_FIRST), 0)
        game.peg(1, 114, libcrib.REASON_PLAY)
        self.assertTrue(game.claim_items(1, hand, (2, 0, 1, 3)).ended)
        game = Game(GameRules.default(), 0)
        for bad in ([0, 0, 1, 2], [0, 1, 2], [0, 1, 2, 4], [0, 1, 2, 300]):
            assert_code(self, libcrib.ERANGE, game.claim_items, 1, hand, bad)
        self.assertEqual(game.board(1).front, 0)
        deal = Deal(GameRules.default(options=exact), 6, first_dealer=0)
        to_the_play(deal)
        deal.cut()
        while deal.stage == libcrib.STAGE_PLAY:
            state = deal.play()
            deal.play_claim(state.turn, libcrib.bot_play(state, state.turn))
        items = deal.copy().show().score.items
        shown = deal.show_items(list(reversed(range(len(items)))))
        self.assertEqual(shown.score.items, items)

    def test_claim_score_errors(self):
        """a Score that does not add up is ERANGE; a Score is required; the order holds"""
        game = Game(GameRules.default(), 0)
        hand = libcrib.score("5h 5d 5c Js", "5s")
        for bad in (dataclasses.replace(hand, total=30),
                    dataclasses.replace(hand, nobs=0),
                    dataclasses.replace(hand, items=hand.items[:-1])):
            assert_code(self, libcrib.ERANGE, game.claim_score, 1, bad)
        self.assertRaises(TypeError, game.claim_score, 1, 29)
        self.assertRaises(TypeError, game.claim_score, 1, hand.to_dict())
        game.claim_score(0, hand)
        assert_code(self, libcrib.EORDER, game.claim_score, 1, hand)
        self.assertEqual(game.board(0), (29, 0))

    def test_overpeg(self):
        """an over-peg corrected on demand: the front peg back (the rear with it when
        ahead), 2 for the opponent under OPT_OVERPEG only; ERANGE, EDONE"""
        game = Game(GameRules.default(options=libcrib.OPT_OVERPEG), 0)
        game.peg(1, 6, libcrib.REASON_PLAY)
        game.peg(1, 4, libcrib.REASON_PLAY)
        self.assertEqual(game.overpeg(1, 3), 2)
        self.assertEqual((game.board(1), game.board(0)), ((7, 6), (2, 0)))
        self.assertEqual(game.overpeg(1, 7), 2)
        self.assertEqual((game.board(1), game.board(0)), ((0, 0), (4, 2)))
        plain = Game(GameRules.default(), 0)
        plain.peg(0, 5, libcrib.REASON_PLAY)
        self.assertEqual(plain.overpeg(0, 0), 0)
        self.assertEqual((plain.board(0), plain.board(1)), ((5, 0), (0, 0)))
        assert_code(self, libcrib.ERANGE, plain.overpeg, 0, 6)
        assert_code(self, libcrib.ERANGE, plain.overpeg, 2, 0)
        near = Game(GameRules.default(target=3, options=libcrib.OPT_OVERPEG), 0)
        near.peg(0, 2, libcrib.REASON_PLAY)
        near.peg(1, 2, libcrib.REASON_PLAY)
        self.assertEqual(near.overpeg(1, 1), 2)
        result = near.result()
        self.assertEqual((result.winner, result.reason, result.phase),
                         (0, libcrib.REASON_PENALTY, libcrib.PHASE_PLAY))
        assert_code(self, libcrib.EDONE, near.overpeg, 1, 0)

    def test_opponent(self):
        """the next player to the left, of the other side four-handed; ERANGE"""
        for variant, want in ((libcrib.VARIANT_SIX_CARD, [1, 0]),
                              (libcrib.VARIANT_THREE, [1, 2, 0]),
                              (libcrib.VARIANT_FOUR, [1, 2, 3, 0])):
            game = Game(GameRules.default(variant), 0)
            self.assertEqual([game.opponent(p) for p in range(len(want))], want)
            assert_code(self, libcrib.ERANGE, game.opponent, len(want))
            self.assertTrue(all(game.side(game.opponent(p)) != game.side(p)
                                for p in range(len(want))))

    def test_result_players_and_first_dealer(self):
        """a Result names the players and the first deal's dealer, whoever deals now"""
        game = Game(GameRules.default(libcrib.VARIANT_THREE), 2)
        game.next_deal()
        result = game.result()
        self.assertEqual((result.players, result.first_dealer, game.dealer), (3, 2, 0))
        self.assertEqual(Game(GameRules.default(libcrib.VARIANT_FOUR), 1).result().players, 4)


def to_the_play(deal):
    """Deals and lays away the bots' discards: the deal is at the cut."""
    dealer = deal.start()
    info = deal.status()
    for p in range(info.players):
        deal.discard(p, libcrib.bot_discard(info.hands[p], info.discard, dealer=p == dealer))


class DealCuts(unittest.TestCase):
    """Deal.start_cut, cut_at and stock, against the shuffle of the header."""

    def test_pack_cut(self):
        """the pack cut at k is the shuffle's cards from k on, then the first k: dealt one
        at a time from the dealer's left, the crib from the pack, the rest the stock"""
        deck = libcrib.Rng(21).shuffle()
        for k in (0, libcrib.CUT_MIN, 20, libcrib.CARDS - libcrib.CUT_MIN):
            with self.subTest(k=k):
                deal = Deal(GameRules.default(), 21, first_dealer=0)
                self.assertEqual(deal.stock(), [])  # nothing dealt yet
                self.assertEqual(deal.start_cut(k) if k else deal.start(), 0)
                pack = deck[k:] + deck[:k]
                hands = deal.status().hands
                self.assertEqual((hands[1], hands[0]), (tuple(sorted(pack[0:12:2])),
                                                        tuple(sorted(pack[1:12:2]))))
                self.assertEqual(deal.stock(), pack[12:])
        three = Deal(GameRules.default(libcrib.VARIANT_THREE), 21, first_dealer=2)
        three.start()
        info = three.status()
        self.assertEqual((info.hands[0], info.crib, three.stock()),
                         (tuple(sorted(deck[0:15:3])), (deck[15],), deck[16:]))

    def test_pack_cut_refused(self):
        """a position out of 4..48 is ERANGE, a cut under OPT_NO_CUT ERULES, a cut out of
        the deal stage ESTAGE: the deal unchanged each time"""
        deal = Deal(GameRules.default(), 21, first_dealer=0)
        no_cut = Deal(GameRules.default(options=libcrib.OPT_NO_CUT), 21, first_dealer=0)
        for d, position, code in ((deal, 3, libcrib.ERANGE), (deal, 49, libcrib.ERANGE),
                                  (deal, -1, libcrib.ERANGE), (no_cut, 10, libcrib.ERULES)):
            before = bytes(d._state)
            assert_code(self, code, d.start_cut, position)
            self.assertEqual(bytes(d._state), before)
        self.assertEqual(no_cut.start(), 0)
        assert_code(self, libcrib.ESTAGE, no_cut.start_cut, 10)

    def test_starter_cut(self):
        """cut() turns the stock's top card, cut_at(k) its card k; the stock loses it;
        4 cards at least in each packet"""
        deal = Deal(GameRules.default(), 21, first_dealer=0)
        to_the_play(deal)
        stock = deal.stock()
        self.assertEqual(len(stock), 40)
        self.assertEqual(deal.copy().cut().starter, stock[0])
        for bad in (libcrib.CUT_MIN - 1, len(stock) - libcrib.CUT_MIN + 1, 60):
            assert_code(self, libcrib.ERANGE, deal.cut_at, bad)
        last = deal.copy()
        self.assertEqual(last.cut_at(len(stock) - libcrib.CUT_MIN).starter, stock[-4])
        cut = deal.cut_at(9)
        self.assertEqual((cut.starter, deal.status().starter), (stock[9], stock[9]))
        self.assertEqual(deal.stock(), stock[:9] + stock[10:])
        assert_code(self, libcrib.ESTAGE, deal.cut_at, 9)


class DealClaims(unittest.TestCase):
    """Deal.play_claim and Deal.correct: claims in the play, short pegs corrected in time."""

    def scoring_turn(self, deal):
        """Plays the bots until the card the bot picks would score; returns that turn's
        player, card and points."""
        while True:
            state = deal.play()
            who = state.turn
            card = libcrib.bot_play(state, who)
            if card is not None:
                points = libcrib.peg_score(state.pile + [card]).total
                if points:
                    return who, card, points
            deal.play_claim(who, card)

    def test_short_peg_corrected(self):
        """claimed 0: nothing pegged, the points kept for correct() until his next card"""
        deal = Deal(GameRules.default(), 4, first_dealer=0)
        to_the_play(deal)
        deal.cut()
        who, card, points = self.scoring_turn(deal)
        twin = deal.copy()
        front = deal.game().board(who).front
        ev = deal.play_claim(who, card, claimed=0)
        self.assertEqual((ev.pegged, ev.claim.claimed, ev.claim.missed, ev.claim.muggins),
                         (0, 0, points, 0))
        self.assertEqual((ev.to_dict()["claimed"], ev.to_dict()["muggins"]), (0, 0))
        self.assertEqual(deal.status().unpegged[who], points)
        self.assertEqual(deal.correct(1 - who), 0)
        self.assertEqual(deal.correct(who), points)
        self.assertEqual((deal.status().unpegged[who], deal.game().board(who).front),
                         (0, front + points))
        self.assertEqual(deal.correct(who), 0)
        # The same short peg, left too long: his next card ends his chance.
        twin.play_claim(who, card, claimed=0)
        while True:
            state = twin.play()
            ev = twin.play_claim(state.turn, libcrib.bot_play(state, state.turn))
            if ev.player == who and ev.card is not None:
                break
            self.assertEqual(twin.status().unpegged[who], points)
        self.assertEqual((twin.status().unpegged[who], twin.correct(who)), (0, 0))

    def test_muggins_in_the_play(self):
        """under OPT_MUGGINS_PLAY the points missed go to the opponent at once; an
        over-claim is corrected; play_claim(None) is a go"""
        rules = GameRules.default(options=libcrib.OPT_MUGGINS | libcrib.OPT_MUGGINS_PLAY)
        deal = Deal(rules, 4, first_dealer=0)
        to_the_play(deal)
        deal.cut()
        who, card, points = self.scoring_turn(deal)
        over = deal.copy()
        ev = deal.play_claim(who, card, claimed=0)
        self.assertEqual((ev.claim.muggins, ev.claim.opponent, deal.status().unpegged[who]),
                         (points, 1 - who, 0))
        self.assertEqual(deal.game().board(1 - who).front - over.game().board(1 - who).front,
                         points)
        ev = over.play_claim(who, card, claimed=points + 5)
        self.assertEqual((ev.pegged, ev.claim.over_claimed, ev.claim.penalty), (points, 5, 0))
        while deal.stage == libcrib.STAGE_PLAY:
            state = deal.play()
            card = libcrib.bot_play(state, state.turn)
            ev = deal.play_claim(state.turn, card)
            self.assertEqual(ev.card, card)

    def test_refused(self):
        """ECARD, ETURN, ESTAGE, ERANGE: the deal unchanged"""
        deal = Deal(GameRules.default(), 4, first_dealer=0)
        assert_code(self, libcrib.ESTAGE, deal.play_claim, 1, None)
        to_the_play(deal)
        deal.cut()
        card = libcrib.bot_play(deal.play(), 1)
        for args, code in (((1, 52), libcrib.ECARD), ((0, None), libcrib.ETURN),
                           ((1, None), libcrib.EMUSTPLAY), ((1, card, 2 ** 32 - 1), libcrib.ERANGE),
                           ((1, card, 1001), libcrib.ERANGE), ((5, None), libcrib.ERANGE)):
            before = bytes(deal._state)
            assert_code(self, code, deal.play_claim, *args)
            self.assertEqual(bytes(deal._state), before)
        assert_code(self, libcrib.ERANGE, deal.correct, 2)


class Irregularities(unittest.TestCase):
    """Deal.misdeal, miscount, rectify and overpeg: the referee's calls."""

    def test_misdeal(self):
        """the same dealer deals again from a new shuffle, under the same deal number; in the
        discard and the cut, and for an imperfect pack (Hoyle) in the play, points standing"""
        deal = Deal(GameRules.default(), 8, first_dealer=1)
        assert_code(self, libcrib.ESTAGE, deal.misdeal)
        deal.start()
        first = deal.status().hands
        self.assertEqual(deal.misdeal(), 1)
        info = deal.status()
        self.assertEqual((info.stage, info.deal, info.dealer, deal.stock()),
                         (libcrib.STAGE_DEAL, 1, 1, []))
        self.assertEqual(deal.start(), 1)
        self.assertEqual(deal.status().deal, 1)
        self.assertNotEqual(deal.status().hands, first)
        for p in range(2):  # a deal at the cut may be a misdeal too
            deal.discard(p, deal.status().hands[p][:2])
        self.assertEqual(deal.misdeal(), 1)
        to_the_play(deal)
        self.assertEqual((deal.status().deal, deal.status().dealer), (1, 1))
        deal.cut()
        state = deal.play()
        deal.play_claim(state.turn, libcrib.bot_play(state, state.turn))
        board = deal.game().board(0), deal.game().board(1)
        self.assertEqual(deal.misdeal(), 1)
        info = deal.status()
        self.assertEqual((info.stage, info.deal, info.starter), (libcrib.STAGE_DEAL, 1, None))
        self.assertEqual((deal.game().board(0), deal.game().board(1)), board)

    def test_long_and_short_hands(self):
        """a card too many off the stock's top, then the opponent draws it out and pegs 2;
        two too few given back to the stock, then drawn from its top; the starter waits"""
        deal = Deal(GameRules.default(), 21, first_dealer=0)
        deal.start()
        top = deal.stock()[0]
        self.assertEqual(deal.miscount(0, 1), 7)
        self.assertEqual(deal.miscount(1, -2), 4)
        info = deal.status()
        self.assertIn(top, info.hands[0])
        self.assertEqual((info.wrong, info.to_dict()["wrong"]), ((0, 1), [0, 1]))
        assert_code(self, libcrib.ESTAGE, deal.miscount, 0, 1)  # already wrong
        for p in range(2):
            deal.discard(p, deal.status().hands[p][:2])
        unnoticed = deal.copy()  # the starter may be cut before anyone finds them
        self.assertEqual((unnoticed.cut().starter, unnoticed.status().wrong),
                         (deal.stock()[0], (0, 1)))
        hand = deal.status().hands[0]
        self.assertEqual(len(hand), 5)
        assert_code(self, libcrib.ECOUNT, deal.rectify, 0, libcrib.RECTIFY_PEG)
        assert_code(self, libcrib.ENOTHELD, deal.rectify, 0, libcrib.RECTIFY_PEG,
                     deal.status().hands[1][:1])
        self.assertEqual(deal.rectify(0, libcrib.RECTIFY_PEG, hand[:1]), 2)
        self.assertEqual((deal.status().hands[0], deal.game().board(1)), (hand[1:], (2, 0)))
        stock = deal.stock()
        self.assertEqual(deal.rectify(1, libcrib.Rectify.PEG), 2)
        info = deal.status()
        self.assertEqual(len(info.hands[1]), 4)
        self.assertTrue(set(stock[:2]) <= set(info.hands[1]))
        self.assertEqual((info.wrong, deal.game().board(0)), ((), (2, 0)))
        assert_code(self, libcrib.ERANGE, deal.rectify, 0, libcrib.RECTIFY_PEG)  # not wrong
        deal.cut()
        self.assertEqual(len(deal.play().hand(0)), 4)

    def test_wrong_crib_and_new_deal(self):
        """a crib of 5: the non-dealer pegs 2 and draws a card out (no new deal for a crib);
        a hand found wrong: a new deal by the same dealer"""
        deal = Deal(GameRules.default(), 21, first_dealer=0)
        to_the_play(deal)
        self.assertEqual(deal.miscount(libcrib.HOLDER_CRIB, 1), 5)
        self.assertEqual(deal.status().to_dict()["wrong"], ["crib"])
        assert_code(self, libcrib.ERANGE, deal.rectify, libcrib.HOLDER_CRIB,
                    libcrib.RECTIFY_NEW_DEAL)
        crib = deal.status().crib
        self.assertEqual(deal.rectify(libcrib.HOLDER_CRIB, libcrib.RECTIFY_PEG, crib[-1:]), 2)
        self.assertEqual((deal.status().crib, deal.game().board(1)), (crib[:-1], (2, 0)))
        self.assertNotIn(crib[-1], deal.stock())  # set aside, out of the deal
        again = Deal(GameRules.default(), 21, first_dealer=0)
        again.start()
        again.miscount(1, 1)
        for p in range(2):
            again.discard(p, again.status().hands[p][:2])
        self.assertEqual(again.rectify(1, libcrib.RECTIFY_NEW_DEAL), 0)
        info = again.status()
        self.assertEqual((info.stage, info.dealer, info.deal, info.wrong),
                         (libcrib.STAGE_DEAL, 0, 1, ()))

    def test_refused(self):
        """miscount: a delta or holder out of range is ERANGE, a player who laid away
        ESTAGE; rectify outside the cut ESTAGE, an unknown choice ERANGE"""
        deal = Deal(GameRules.default(), 21, first_dealer=0)
        assert_code(self, libcrib.ESTAGE, deal.miscount, 0, 1)
        deal.start()
        for holder, delta in ((0, 0), (0, 3), (0, -3), (2, 1), (5, 1), (0, 2 ** 31)):
            before = bytes(deal._state)
            assert_code(self, libcrib.ERANGE, deal.miscount, holder, delta)
            self.assertEqual(bytes(deal._state), before)
        assert_code(self, libcrib.ESTAGE, deal.rectify, 0, libcrib.RECTIFY_PEG)
        deal.discard(0, deal.status().hands[0][:2])
        assert_code(self, libcrib.ESTAGE, deal.miscount, 0, 1)
        deal.miscount(1, 1)
        deal.discard(1, deal.status().hands[1][:2])
        assert_code(self, libcrib.ERANGE, deal.rectify, 1, 5)
        assert_code(self, libcrib.ERANGE, deal.rectify, 1, libcrib.RECTIFY_STAND)  # long
        assert_code(self, libcrib.ERULES, deal.rectify, 1, libcrib.RECTIFY_CORRECT)
        self.assertEqual([str(c) for c in libcrib.Rectify],
                         ["peg", "new-deal", "correct", "stand"])

    def test_let_stand_and_late(self):
        """OPT_LET_STAND (004): a short hand stands for 2, shown short with no flush; a long
        one corrected for nothing; a hand found at its show; a new deal for two wrong
        under OPT_TWO_WRONG"""
        rules = GameRules.default(options=libcrib.OPT_LET_STAND)
        deal = Deal(rules, 9, first_dealer=0)
        deal.start()
        deal.miscount(1, -1)
        for p in range(2):
            deal.discard(p, deal.status().hands[p][:2])
        assert_code(self, libcrib.ERULES, deal.rectify, 1, libcrib.RECTIFY_PEG)
        self.assertEqual(deal.rectify(1, libcrib.Rectify.STAND), 2)
        info = deal.status()
        self.assertEqual((info.wrong, info.stands, len(info.hands[1])), ((), (1,), 3))
        deal.cut()
        while deal.stage == libcrib.STAGE_PLAY:
            state = deal.play()
            deal.play_claim(state.turn, libcrib.bot_play(state, state.turn))
        shown = deal.show()
        self.assertEqual((shown.player, len(shown.cards), shown.score.flush), (1, 3, 0))
        late = Deal(GameRules.default(), 9, first_dealer=0)
        late.start()
        late.miscount(1, 1)
        for p in range(2):
            late.discard(p, late.status().hands[p][:2])
        late.cut()
        while late.stage == libcrib.STAGE_PLAY:
            state = late.play()
            late.play_claim(state.turn, libcrib.bot_play(state, state.turn))
        assert_code(self, libcrib.ESTAGE, late.show)
        hand = late.status().hands[1]
        self.assertEqual(late.rectify(1, libcrib.RECTIFY_PEG, hand[:1]), 2)
        self.assertEqual(late.show().cards, hand[1:])
        two = Deal(GameRules.default(options=libcrib.OPT_TWO_WRONG), 9, first_dealer=0)
        two.start()
        two.miscount(0, 1)
        two.miscount(1, -1)
        for p in range(2):
            two.discard(p, two.status().hands[p][:2])
        assert_code(self, libcrib.ERULES, two.rectify, 1, libcrib.RECTIFY_PEG)
        self.assertEqual(two.rectify(1, libcrib.RECTIFY_NEW_DEAL), 0)
        self.assertEqual((two.status().stage, two.status().deal), (libcrib.STAGE_DEAL, 1))

    def test_forfeit(self):
        """under OPT_NO_CUT a dealer who offers the cut forfeits the deal: the opponent deals
        the pack as shuffled; ERULES where the pack is cut"""
        deck = libcrib.Rng(21).shuffle()
        deal = Deal(GameRules.default(options=libcrib.OPT_NO_CUT), 21, first_dealer=0)
        self.assertEqual(deal.forfeit(), 1)
        info = deal.status()
        self.assertEqual((info.dealer, info.deal, info.hands[0]),
                         (1, 2, tuple(sorted(deck[0:12:2]))))
        assert_code(self, libcrib.ESTAGE, deal.forfeit)
        plain = Deal(GameRules.default(), 21, first_dealer=0)
        assert_code(self, libcrib.ERULES, plain.forfeit)

    def test_overpeg(self):
        """the driver's board holds announced scores: an over-peg only pegs the penalty,
        under OPT_OVERPEG, to the player's opponent; in any stage; EDONE after the end"""
        deal = Deal(GameRules.default(libcrib.VARIANT_THREE, options=libcrib.OPT_OVERPEG), 2,
                    first_dealer=0)
        self.assertEqual(deal.overpeg(2), 2)
        self.assertEqual(deal.game().result().scores, (2, 0, 0))
        plain = Deal(GameRules.default(), 2, first_dealer=0)
        self.assertEqual(plain.overpeg(1), 0)
        assert_code(self, libcrib.ERANGE, plain.overpeg, 2)
        short = Deal(GameRules.default(target=2, options=libcrib.OPT_OVERPEG), 2,
                     first_dealer=0)
        short.start()
        self.assertEqual(short.overpeg(0), 2)
        result = short.game().result()
        self.assertEqual((short.stage, result.winner, result.phase, result.reason),
                         (libcrib.STAGE_OVER, 1, libcrib.PHASE_DEAL, libcrib.REASON_PENALTY))
        assert_code(self, libcrib.EDONE, short.overpeg, 0)
        assert_code(self, libcrib.EDONE, short.play)

    def test_penalty_ends_the_game_before_the_cut(self):
        """a wrong hand's penalty that reaches the target ends the game in the deal phase"""
        deal = Deal(GameRules.default(target=2), 21, first_dealer=0)
        deal.start()
        deal.miscount(0, 1)
        for p in range(2):
            deal.discard(p, deal.status().hands[p][:2])
        self.assertEqual(deal.rectify(0, libcrib.RECTIFY_PEG, deal.status().hands[0][:1]), 2)
        result = deal.game().result()
        self.assertEqual((deal.stage, result.winner, result.phase, result.reason),
                         (libcrib.STAGE_OVER, 1, libcrib.PHASE_DEAL, libcrib.REASON_PENALTY))
        self.assertEqual(str(result.phase), "deal")


# `crib game` names each option's flag as the constant is named (OPT_NO_GO_OUT --no-go-out),
# but for failure to play, whose constant is shorter than its name.
OPTION_FLAGS = {bit: "--" + bit.name.lower().replace("_", "-") for bit in libcrib.Option}
OPTION_FLAGS[libcrib.OPT_FAILURE] = "--failure-to-play"


def texts(cards):
    return [None if c is None else str(c) for c in cards]


def boards(deal):
    game = deal.game()
    return [game.board(s).to_dict() for s in range(len(game.result().scores))]


class Table:
    """What `crib game` is asked to do beyond the rules: the pack cut before each deal
    (--pack-cut), the starter cut down the stock (--cut), and the irregularities to make
    happen (--errors KIND@DEAL[:PLAYER][:new],...), each once (miss@ once in the play and
    once in the show). One Table serves all the games of a match, as the program's options
    do."""

    def __init__(self, pack_cut=0, cut=0, errors=""):
        self.pack_cut, self.cut, self.errors = pack_cut, cut, errors
        self.slips = []
        for item in errors.split(",") if errors else []:
            kind, rest = item.split("@")
            fields = rest.split(":")
            player = int(fields[1]) if len(fields) > 1 and fields[1] != "new" else None
            self.slips.append({"kind": kind, "deal": int(fields[0]), "player": player,
                               "new": fields[-1] == "new", "done": 0})

    def args(self):
        return ((["--pack-cut", str(self.pack_cut)] if self.pack_cut else [])
                + (["--cut", str(self.cut)] if self.cut else [])
                + (["--errors", self.errors] if self.errors else []))

    def slip(self, kind, deal, player=None, made=1):
        """The irregularity of a kind asked for in this deal (for this player, unless None)
        and not made yet (made not in its done bits), or None."""
        for s in self.slips:
            if (not s["done"] & made and s["kind"] == kind and s["deal"] == deal
                    and (player is None or s["player"] == player)):
                return s
        return None


def lay_away(deal, info):
    """Each player lays away: the bot's choice, or from a hand of the wrong size its first
    cards; logged as `crib game` logs the hands."""
    hands = []
    for p in range(info.players):
        dealt = info.hands[p]
        if len(dealt) == info.dealt:
            away = libcrib.bot_discard(dealt, info.discard, dealer=p == info.dealer)
        else:
            away = list(dealt[:info.discard])
        deal.discard(p, away)
        hands.append({"dealt": texts(dealt), "discard": texts(sorted(away))})
    return hands


def rectify(deal, table, holder, log):
    """A holder found with a wrong number of cards after laying away: a new deal when
    --errors says :new (returns True), else 2 for the opponent and the lowest cards drawn
    out of a long holder, or a short one drawing from the stock."""
    info = deal.status()
    crib = holder == libcrib.HOLDER_CRIB
    cards = info.crib if crib else info.hands[holder]
    s = None if crib else (table.slip("long", info.deal, holder)
                           or table.slip("short", info.deal, holder))
    if s:
        s["done"] = 1
    if s and s["new"]:
        log["new_deals"] += 1
        log["rectified"].append({"holder": holder, "cards": len(cards), "choice": "new-deal"})
        deal.rectify(holder, libcrib.RECTIFY_NEW_DEAL)
        return True
    due = 4 if crib else info.kept
    drawn = cards[:max(len(cards) - due, 0)]
    pegged = deal.rectify(holder, libcrib.Rectify.PEG, drawn)
    log["rectified"].append({"holder": "crib" if crib else holder, "cards": len(cards),
                             "pegged": pegged, "drawn": texts(drawn)})
    return False


def deal_and_lay_away(deal, table):
    """Deals until a deal stands (a misdeal or a new deal demanded deals again), with the
    dealing errors --errors asks for, and lays away; returns the deal's log so far."""
    log = {"misdeals": 0, "new_deals": 0, "voided": []}
    while True:
        log["rectified"] = []
        if table.pack_cut:
            deal.start_cut(table.pack_cut)
        else:
            deal.start()
        info = deal.status()
        crib_dealt = texts(info.crib)
        s = table.slip("misdeal", info.deal)
        if s:
            s["done"] = 1
            log["misdeals"] += 1
            log["voided"].append({"cause": "misdeal"})
            deal.misdeal()
            continue
        for p in range(info.players):
            s = table.slip("long", info.deal, p) or table.slip("short", info.deal, p)
            if s:
                deal.miscount(p, 1 if s["kind"] == "long" else -1)
        info = deal.status()
        log["hands"] = lay_away(deal, info)
        s = table.slip("crib", info.deal)
        crib_cards = 0
        if s:
            deal.miscount(libcrib.HOLDER_CRIB, 1)
            s["done"] = 1
            crib_cards = len(deal.status().crib)
        again = False
        for holder in range(libcrib.HOLDER_CRIB + 1):
            info = deal.status()
            if info.stage == libcrib.STAGE_CUT and holder in info.wrong:
                again = rectify(deal, table, holder, log)
                if again:
                    break
        if not again:
            break
        log["voided"].append({"cause": "new deal", "hands": log["hands"],
                              **({"crib_cards": crib_cards} if crib_cards else {}),
                              "rectified": log["rectified"]})
    info = deal.status()
    entry = {"deal": info.deal, "dealer": info.dealer, "hands": log["hands"]}
    if table.pack_cut:
        entry["pack_cut"] = table.pack_cut
    if crib_dealt:
        entry["crib_dealt"] = crib_dealt
    if crib_cards:
        entry["crib_cards"] = crib_cards
    for key in ("misdeals", "new_deals", "voided", "rectified"):
        if log[key]:
            entry[key] = log[key]
    return entry


NO_TABLE = Table()


def bot_deal(deal, table=NO_TABLE):
    """One deal between the bots, driven as `crib game` drives it, logged as it logs it."""
    entry = deal_and_lay_away(deal, table)
    if deal.stage == libcrib.STAGE_CUT:
        if table.cut:
            deepest = max(len(deal.stock()) - libcrib.CUT_MIN, 0)
            cut = deal.cut_at(min(table.cut, deepest))
        else:
            cut = deal.cut()
        entry.update(starter=str(cut.starter), heels=cut.heels, board=boards(deal))
    entry.update(play=[], show=[])
    return play_and_show(deal, entry, table)


def play_turn(deal, table, number):
    """One turn of the play as `crib game` takes it: the bot's card or go; a go while able
    when --errors asks (refused without failure to play: then the card after all); a
    scoring card claimed as nothing when it asks, and corrected at once for correct@.
    Returns the turn's lines of the log: the card or go, and a correction made after it."""
    state = deal.play()
    who = state.turn
    card = libcrib.bot_play(state, who)
    chosen, claimed = card, None
    s = table.slip("go", number, who) if card is not None else None
    if s:
        s["done"] = 1
        chosen = None
    elif card is not None:
        s = table.slip("miss", number, who) or table.slip("correct", number, who)
        if s and libcrib.peg_score(state.pile + [card]).total > 0:
            s["done"] |= 1
            claimed = 0
        else:
            s = None
    try:
        ev = deal.play_claim(who, chosen, claimed)
    except CribError as e:
        if e.code != libcrib.EMUSTPLAY:
            raise
        claimed = None
        ev = deal.play_claim(who, card)
    line = pick(ev.to_dict(), "player", "card", "count", "points", "scorer", "pegged",
                "reset")
    if claimed is not None:
        line.update(pick(ev.to_dict(), "claimed", "muggins"))
    if ev.penalty:
        # The log's penalty is what was pegged of it: the claim's.
        line.update(penalty=ev.claim.penalty, penalty_to=ev.penalty_to, dead=texts(ev.dead))
    line["board"] = boards(deal)
    if s and s["kind"] == "correct" and deal.stage != libcrib.STAGE_OVER:
        fixed = deal.correct(who)
        return [line, {"correct": {"player": who, "pegged": fixed}, "board": boards(deal)}]
    return [line]


def show_one(deal, table, number):
    """The next show as `crib game` makes it: the true total claimed, or as --errors asks
    nothing or 2 too many, then an over-peg found after it. Returns the show's line."""
    info = deal.status()
    player, crib = info.next_show, info.next_is_crib
    cards = info.crib if crib else info.hands[player]
    claimed = None
    if not crib:
        s = table.slip("miss", number, player, made=2)
        if s:
            s["done"] |= 2
            claimed = 0
        else:
            s = table.slip("overclaim", number, player)
            if s:
                s["done"] = 1
                claimed = libcrib.score(cards, info.starter,
                                        five_card=len(cards) == 3).total + 2
    sh = deal.show(claimed)
    line = pick(sh.to_dict(), "player", "crib", "cards", "points", "said", "pegged")
    if claimed is not None:
        line.update(claimed=sh.claim.claimed, muggins=sh.claim.muggins)
    s = None if crib else table.slip("overpeg", number, player)
    if s and not sh.claim.ended:
        s["done"] = 1
        line["overpeg_penalty"] = deal.overpeg(player)
    line["board"] = boards(deal)
    return line


def play_and_show(deal, entry, table=NO_TABLE):
    """The play and the show of a deal between the bots, logged into entry."""
    number = deal.status().deal
    while deal.stage == libcrib.STAGE_PLAY:
        entry["play"].extend(play_turn(deal, table, number))
    while deal.stage == libcrib.STAGE_SHOW:
        entry["show"].append(show_one(deal, table, number))
    return entry


def pick(d, *keys):
    """The keys of a to_dict() that `crib game --json` logs, in its order."""
    return {k: d[k] for k in keys}


def bot_game(rules, seed, table=NO_TABLE, first_dealer=None):
    """A whole seeded game between the bots through the binding, in the shape of
    `crib game --json`; returns the log and the Game."""
    deal = Deal(rules, seed, first_dealer)
    info = deal.status()
    log = dict(record=1, seed=seed, seed_hex=f"{seed:016x}", **pick(rules.to_dict(), "variant"),
               players=info.players, **pick(rules.to_dict(), "target", "ladder", "options"),
               first_cut=texts(info.first_cut), first_dealer=info.dealer, deals=[])
    if rules.peggers:
        log["peggers"] = rules.peggers
    while deal.stage != libcrib.STAGE_OVER:
        log["deals"].append(bot_deal(deal, table))
    log["result"] = deal.game().result().to_dict()
    for key in ("over", "players", "first_dealer"):
        del log["result"][key]
    return json.loads(json.dumps(log)), deal.game()


def bot_match(rules, seed, wins, rule, table=NO_TABLE):
    """A match between the bots, as `crib game --match WINS --match-rule RULE --json`
    logs it: game k from seed + k - 1, each game's first dealer as the Match says."""
    match = libcrib.Match(wins, loser_deals=rule == "acc", pub=rule == "pub")
    games = []
    while not match.over:
        log, game = bot_game(rules, seed + len(games), table, match.next_dealer)
        games.append(log)
        match.record(game)
    st = match.standing()
    return {"match": {"wins_needed": wins, "rule": rule}, "games": games,
            "standing": {"winner": st.winner, "games": st.games, "wins": list(st.wins),
                         "values": list(st.values)}}


def game_args(rules, seed, table=NO_TABLE):
    """The `crib game` arguments for these rules and this table."""
    args = ["--seed", str(seed), "--variant", str(rules.variant), "--target",
            str(rules.target), "--ladder", str(rules.ladder)]
    if rules.peggers:
        args += ["--peggers", ",".join(str(p) for p in range(4) if rules.peggers >> p & 1)]
    return (args + [flag for bit, flag in OPTION_FLAGS.items() if rules.options & bit]
            + table.args())


class GameRulesAndBoard(unittest.TestCase):
    def test_defaults(self):
        """each variant's defaults; fields changed by name; ERANGE, TypeError"""
        for variant, target in ((libcrib.VARIANT_SIX_CARD, 121), (libcrib.VARIANT_FIVE_CARD, 61),
                                (libcrib.VARIANT_THREE, 121), (libcrib.VARIANT_FOUR, 121),
                                (libcrib.VARIANT_TWO_TO_CRIB, 121)):
            self.assertEqual(GameRules.default(variant),
                             GameRules(variant, target, 0, libcrib.LADDER_NONE, 2, 2, 3, 0))
        rules = GameRules.default(ladder=libcrib.LADDER_SKUNK, triple_skunk_value=4)
        self.assertEqual((rules.variant, rules.ladder, rules.triple_skunk_value), (0, 2, 4))
        assert_code(self, libcrib.ERANGE, GameRules.default, 5)
        self.assertRaises(TypeError, GameRules.default, colour=1)

    def test_rules_checked(self):
        """ERANGE and EFLAGS for rules out of range, at construction and when a field is
        set, with the field named; the library refuses them too; a dealer who is not a
        player"""
        for change, code in (({"target": 0}, libcrib.ERANGE), ({"target": 1001}, libcrib.ERANGE),
                             ({"target": 5000}, libcrib.ERANGE),
                             ({"target": -1}, libcrib.ERANGE), ({"ladder": 3}, libcrib.ERANGE),
                             ({"variant": 5}, libcrib.ERANGE),
                             ({"lurch_value": 0}, libcrib.ERANGE),
                             ({"skunk_value": 101}, libcrib.ERANGE),
                             ({"triple_skunk_value": 101}, libcrib.ERANGE),
                             ({"options": 1 << 13}, libcrib.EFLAGS),
                             ({"options": libcrib.OPT_EXACT_ITEMS}, libcrib.EFLAGS),
                             ({"options": libcrib.OPT_NO_GO_OUT_31}, libcrib.EFLAGS),
                             ({"options": libcrib.OPT_MUGGINS_PLAY}, libcrib.EFLAGS),
                             ({"options": libcrib.OPT_FAILURE_EACH}, libcrib.EFLAGS),
                             ({"peggers": 0b0101}, libcrib.ERANGE),
                             ({"peggers": 0b0001}, libcrib.ERANGE),
                             ({"peggers": 0b10011}, libcrib.ERANGE)):
            (name, value), = change.items()
            with self.subTest(change=change):
                e = assert_code(self, code, GameRules.default, **change)
                self.assertIn(f"GameRules.{name} {value}", str(e))
                rules = GameRules.default()
                assert_code(self, code, setattr, rules, name, value)
                self.assertEqual(rules, GameRules.default())
                object.__setattr__(rules, name, value)
                assert_code(self, code, Game, rules, 0)
                assert_code(self, code, Deal, rules, 1)
        self.assertRaises(TypeError, GameRules.default, target=121.0)
        self.assertRaises(AttributeError, setattr, GameRules.default(), "colour", 1)
        self.assertEqual(GameRules.default(target=1000, triple_skunk_value=100).target, 1000)
        assert_code(self, libcrib.ERANGE, Game, GameRules.default(), 2)
        assert_code(self, libcrib.ERANGE, Deal, GameRules.default(libcrib.VARIANT_THREE), 1, 3)

    def test_by_name(self):
        """the variant and the ladder by name, the options as a list of names or bits, the
        peggers as a list of players, as JavaScript's gameRules() takes them"""
        self.assertEqual(GameRules.default("six-card"), GameRules.default())
        self.assertEqual(GameRules.default("five-card").target, 61)
        named = GameRules.default("four", ladder="skunk", options=["muggins", "muggins-play"],
                                  peggers=[0, 1])
        self.assertEqual(named, GameRules.default(
            libcrib.VARIANT_FOUR, ladder=libcrib.LADDER_SKUNK,
            options=libcrib.OPT_MUGGINS | libcrib.OPT_MUGGINS_PLAY, peggers=0b0011))
        self.assertEqual(GameRules.default(options=[libcrib.OPT_EXACT, "exact-items"]).options,
                         libcrib.OPT_EXACT | libcrib.OPT_EXACT_ITEMS)
        self.assertEqual(GameRules.default(options=[]).options, 0)
        rules = GameRules.default()
        rules.ladder = "lurch"
        rules.variant = "two-to-crib"
        self.assertEqual((rules.ladder, rules.variant),
                         (libcrib.LADDER_LURCH, libcrib.VARIANT_TWO_TO_CRIB))
        for change in ({"variant": "six"}, {"ladder": "Skunk"}, {"options": ["overclaim"]},
                       {"peggers": [0, 40]}):
            with self.subTest(change=change):
                e = assert_code(self, libcrib.ERANGE, GameRules.default, **change)
                self.assertIn(f"GameRules.{next(iter(change))}", str(e))
        assert_code(self, libcrib.EFLAGS, GameRules.default, options=["muggins-play"])
        self.assertRaises(TypeError, GameRules.default, options=[1.5])

    def test_fields_that_need_others(self):
        """a reading with its rule; peggers and the five-card game's full play are each
        taken as a field and refused with another variant when the rules are used"""
        both = libcrib.OPT_EXACT | libcrib.OPT_EXACT_ITEMS
        self.assertEqual(GameRules.default(options=both).options, both)
        rules = GameRules.default(peggers=0b0011)
        self.assertEqual(rules.peggers, 3)
        assert_code(self, libcrib.ERANGE, Game, rules, 0)
        rules.variant = libcrib.VARIANT_FOUR
        self.assertEqual(Game(rules, 0).players, 4)
        full = GameRules.default(options=libcrib.OPT_FIVE_FULL_PLAY)
        assert_code(self, libcrib.EFLAGS, Game, full, 0)
        full.variant, full.target = libcrib.VARIANT_FIVE_CARD, 61
        self.assertEqual(Game(full, 0).players, 2)

    def test_peggers_cut(self):
        """four-handed with peggers: only the two elected cut for the first deal, and one
        of them deals"""
        rules = GameRules.default(libcrib.VARIANT_FOUR, peggers=0b0110)
        for seed in range(1, 6):
            info = Deal(rules, seed).status()
            self.assertEqual([c is None for c in info.first_cut], [True, False, False, True])
            self.assertIn(info.dealer, (1, 2))
            self.assertEqual(info.dealer, min((1, 2), key=lambda p: info.first_cut[p].rank))

    def test_cut_tens_equal(self):
        """with OPT_CUT_TENS_EQUAL two tenth cards cut for the deal tie and are cut again;
        without it the lower rank deals"""
        for seed in range(1, 400):
            cut = libcrib.Rng(seed).shuffle()[:2]
            if all(c.rank >= 9 for c in cut) and cut[0].rank != cut[1].rank:
                break
        else:
            self.fail("no seed cuts two tenth cards of different ranks")
        plain = Deal(GameRules.default(), seed).status()
        tens = Deal(GameRules.default(options=libcrib.OPT_CUT_TENS_EQUAL), seed).status()
        self.assertEqual(plain.first_cut, tuple(cut))
        self.assertEqual(plain.dealer, min((0, 1), key=lambda p: cut[p].rank))
        self.assertNotEqual(tens.first_cut, tuple(cut))

    def test_correction_reason(self):
        """a correction is pegged at any point of a deal without moving the order, and may
        end the game"""
        game = Game(GameRules.default(target=10), 0)
        game.claim(1, 4)
        self.assertEqual(game.peg(0, 3, libcrib.REASON_CORRECTION), 3)
        game.claim(0, 2, crib=True)
        self.assertEqual(game.peg(1, 6, libcrib.Reason.CORRECTION), 6)
        result = game.result()
        self.assertEqual((result.winner, result.reason, result.phase),
                         (1, libcrib.REASON_CORRECTION, libcrib.PHASE_SHOW_CRIB))

    def test_five_card_start(self):
        """the five-card game: 3 for last to the non-dealer at once; target 3 ends it there"""
        game = Game(GameRules.default(libcrib.VARIANT_FIVE_CARD), 0)
        self.assertEqual((game.board(1), game.board(0), game.over), ((3, 0), (0, 0), False))
        self.assertEqual(game.result(), libcrib.Result(False, None, None, None, None, (0, 3),
                                                       (libcrib.LEVEL_NONE,) * 2, (0, 0), 0,
                                                       players=2, first_dealer=0))
        self.assertEqual(game.result().to_dict()["levels"], ["none", "none"])
        game = Game(GameRules.default(libcrib.VARIANT_FIVE_CARD, target=3), 1)
        result = game.result()
        self.assertEqual((result.winner, result.player, result.phase, result.reason),
                         (0, 0, libcrib.Phase.START, libcrib.Reason.THREE_FOR_LAST))
        self.assertEqual((str(result.phase), str(result.reason)), ("start", "three-for-last"))

    def test_order_and_sides(self):
        """heels, the play, the hands from the dealer's left, the crib; partners' sides"""
        game = Game(GameRules.default(), 1)
        self.assertEqual(game.peg(1, 2, libcrib.REASON_HEELS), 2)
        self.assertEqual(game.peg(0, 1, libcrib.REASON_GO), 1)
        self.assertEqual(game.peg(1, 4, libcrib.REASON_PLAY), 4)
        self.assertEqual(game.claim(0, 8).pegged, 8)
        self.assertEqual(game.claim(1, 6).pegged, 6)
        self.assertEqual(game.claim(1, 5, crib=True).pegged, 5)
        self.assertEqual((game.board(0), game.board(1)), ((9, 1), (17, 12)))
        self.assertEqual((game.players, game.dealer, game.deals), (2, 1, 1))
        self.assertEqual(game.next_deal(), 0)
        self.assertEqual((game.dealer, game.deals), (0, 2))
        self.assertEqual(game.peg(0, 0, libcrib.REASON_PLAY), 0)
        self.assertEqual(game.board(0), (9, 1))
        four = Game(GameRules.default(libcrib.VARIANT_FOUR), 3)
        self.assertEqual([four.side(p) for p in range(4)], [0, 1, 0, 1])
        four.peg(2, 5, libcrib.REASON_PLAY)
        self.assertEqual((four.board(0), four.result().scores), ((5, 0), (5, 0)))
        assert_code(self, libcrib.ERANGE, four.board, 2)
        assert_code(self, libcrib.ERANGE, four.side, 4)

    def finished(self, rules, loser):
        """The result once side 1 has loser points and side 0 pegs out in the play."""
        game = Game(rules, 0)
        game.peg(1, loser, libcrib.REASON_PLAY)
        self.assertEqual(game.peg(0, rules.target, libcrib.REASON_PLAY), rules.target)
        result = game.result()
        self.assertEqual((result.over, result.winner, result.player, result.phase,
                          result.reason, result.scores),
                         (True, 0, 0, libcrib.PHASE_PLAY, libcrib.REASON_PLAY,
                          (rules.target, loser)))
        self.assertEqual((result.values[0], result.values[1]), (0, result.value))
        return str(result.levels[1]), result.value

    def test_lurch_boundaries(self):
        """lurched below half the target: 60 of 121 is, 61 is not; 30 of 61 is, 31 is not"""
        lurch = GameRules.default(ladder=libcrib.LADDER_LURCH, lurch_value=3)
        self.assertEqual(self.finished(lurch, 60), ("lurch", 3))
        self.assertEqual(self.finished(lurch, 61), ("none", 1))
        lurch.target = 61
        self.assertEqual(self.finished(lurch, 30), ("lurch", 3))
        self.assertEqual(self.finished(lurch, 31), ("none", 1))
        self.assertEqual(self.finished(GameRules.default(), 0), ("none", 1))

    def test_skunk_boundaries(self):
        """skunk below 91, double below 61, triple below 31 (as the double when its value
        is 0)"""
        skunk = GameRules.default(ladder=libcrib.LADDER_SKUNK)
        for loser, want in ((91, ("none", 1)), (90, ("skunk", 2)), (61, ("skunk", 2)),
                            (60, ("double-skunk", 3)), (31, ("double-skunk", 3)),
                            (30, ("double-skunk", 3)), (0, ("double-skunk", 3))):
            with self.subTest(loser=loser):
                self.assertEqual(self.finished(skunk, loser), want)
        skunk.triple_skunk_value = 4
        self.assertEqual(self.finished(skunk, 30), ("triple-skunk", 4))
        self.assertEqual(self.finished(skunk, 31), ("double-skunk", 3))

    def test_claims(self):
        """an under-claim's missed points to the opponent under muggins; an over-claim only
        corrected, never penalised, even under OPT_OVERPEG (which is for over-pegs); no
        muggins without the option"""
        rules = GameRules.default(options=libcrib.OPT_MUGGINS | libcrib.OPT_OVERPEG)
        game = Game(rules, 0)
        self.assertEqual(game.claim(1, 12, claimed=8),
                         libcrib.Claim(1, 0, 8, 12, 4, 0, 8, 4, 0, False))
        self.assertEqual((game.board(1), game.board(0)), ((8, 0), (4, 0)))
        self.assertEqual(game.claim(0, 10, claimed=13),
                         libcrib.Claim(0, 1, 13, 10, 0, 3, 10, 0, 0, False))
        self.assertEqual((game.board(0), game.board(1)), ((14, 4), (8, 0)))
        self.assertEqual(game.claim(0, 6, crib=True).claimed, 6)
        plain = Game(GameRules.default(), 0)
        self.assertEqual(plain.claim(1, 12, claimed=8),
                         libcrib.Claim(1, 0, 8, 12, 4, 0, 8, 0, 0, False))
        self.assertEqual(plain.claim(0, 10, claimed=13),
                         libcrib.Claim(0, 1, 13, 10, 0, 3, 10, 0, 0, False))
        self.assertEqual((plain.board(0), plain.board(1)), ((10, 0), (8, 0)))
        near = Game(GameRules.default(target=10, options=libcrib.OPT_MUGGINS), 0)
        self.assertEqual(near.claim(1, 12, claimed=9),
                         libcrib.Claim(1, 0, 9, 12, 3, 0, 9, 3, 0, False))
        claim = near.claim(0, 8)
        self.assertEqual((claim.pegged, claim.ended, near.result().phase),
                         (8, True, libcrib.PHASE_SHOW_HAND))

    def test_rejections(self):
        """EORDER, ETURN, ERANGE, then EDONE after the end: each leaves the game unchanged"""
        game = Game(GameRules.default(), 0)
        game.peg(1, 2, libcrib.REASON_PLAY)

        def rejected(code, fn, *args, **kwargs):
            before = bytes(game._state)
            assert_code(self, code, fn, *args, **kwargs)
            self.assertEqual(bytes(game._state), before)

        rejected(libcrib.EORDER, game.peg, 0, 2, libcrib.REASON_HEELS)
        rejected(libcrib.ETURN, game.peg, 1, 2, libcrib.REASON_HEELS)
        self.assertEqual(game.peg(1, 1, libcrib.REASON_MUGGINS), 1)  # in the play too
        assert_code(self, libcrib.EORDER, Game(GameRules.default(), 0).peg, 1, 1,
                    libcrib.REASON_MUGGINS)  # but not before it
        rejected(libcrib.ERANGE, game.peg, 0, 2, libcrib.REASON_THREE_FOR_LAST)
        rejected(libcrib.ERANGE, game.peg, 0, 2, max(libcrib.Reason) + 1)
        rejected(libcrib.ERANGE, game.peg, 2, 2, libcrib.REASON_PLAY)
        rejected(libcrib.ERANGE, game.peg, 0, 1001, libcrib.REASON_PLAY)
        rejected(libcrib.ERANGE, game.claim, 1, 30)
        game.claim(0, 4)
        rejected(libcrib.EORDER, game.claim, 1, 4)
        rejected(libcrib.EORDER, game.peg, 1, 1, libcrib.REASON_GO)
        game.peg(0, 120, libcrib.REASON_CRIB)
        self.assertTrue(game.over)
        rejected(libcrib.EDONE, game.peg, 0, 1, libcrib.REASON_CRIB)
        rejected(libcrib.EDONE, game.claim, 0, 1, crib=True)
        rejected(libcrib.EDONE, game.next_deal)
        self.assertEqual(game.result().phase, libcrib.PHASE_SHOW_CRIB)


def py_next(state):
    """SplitMix64 written from crib.h, to check the library against."""
    state = (state + 0x9E3779B97F4A7C15) % (1 << 64)
    z = state
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 % (1 << 64)
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB % (1 << 64)
    return state, z ^ (z >> 31)


def py_shuffle(state):
    """The header's rejection draw and Fisher-Yates shuffle, in Python."""
    deck = list(range(52))
    for i in range(51, 0, -1):
        n = i + 1
        limit = (1 << 64) - (1 << 64) % n
        while True:
            state, z = py_next(state)
            if z < limit:
                break
        j = z % n
        deck[i], deck[j] = deck[j], deck[i]
    return state, deck


class Generator(unittest.TestCase):
    def test_published_values(self):
        """seed 0 gives e220a8397b1dcdaf, 6e789e6aa1b965f4, 06c45d188009454f"""
        rng = libcrib.Rng(0)
        self.assertEqual([rng.next() for _ in range(3)],
                         [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F])
        self.assertEqual(rng.state, 3 * 0x9E3779B97F4A7C15 % (1 << 64))

    def test_shuffles(self):
        """shuffles equal the C test's seed 42 and the header's algorithm in Python"""
        self.assertEqual(libcrib.Rng(42).shuffle()[:10], [6, 28, 12, 39, 40, 0, 26, 25, 22, 4])
        for seed in (0, 1, 42, 7919, (1 << 64) - 1):
            with self.subTest(seed=seed):
                rng = libcrib.Rng(seed)
                state, deck = py_shuffle(seed)
                self.assertEqual(rng.shuffle(), deck)
                self.assertEqual(rng.state, state)
                self.assertEqual(sorted(rng.shuffle()), list(range(52)))

    def test_below(self):
        """below(n) for n = 1, 6, 2^32; ERANGE for 0 and 2^32 + 1, drawing nothing"""
        rng = libcrib.Rng(5)
        self.assertEqual(rng.below(1), 0)
        draws = [rng.below(6) for _ in range(600)]
        self.assertEqual(set(draws), set(range(6)))
        self.assertLess(rng.below(1 << 32), 1 << 32)
        state = rng.state
        for bad in (0, (1 << 32) + 1, -1):
            assert_code(self, libcrib.ERANGE, rng.below, bad)
        self.assertEqual(rng.state, state)
        for bad in (-1, 1 << 64):
            assert_code(self, libcrib.ERANGE, libcrib.Rng, bad)

    def test_cut_for_deal(self):
        """the cut for deal is the first cards of the seed's shuffles: seed 3 ties, cuts again"""
        rng = libcrib.Rng(3)
        self.assertEqual(rng.shuffle()[:2], libcrib.parse_hand("4d 4s"))
        self.assertEqual(Deal(GameRules.default(), 3).status().first_cut,
                         tuple(rng.shuffle()[:2]))


GAMES = [(GameRules.default(), 1), (GameRules.default(), 3),
         (GameRules.default(libcrib.VARIANT_FIVE_CARD), 2),
         (GameRules.default(libcrib.VARIANT_THREE), 4),
         (GameRules.default(libcrib.VARIANT_FOUR), 5),
         (GameRules.default(libcrib.VARIANT_TWO_TO_CRIB), 6),
         (GameRules.default(ladder=libcrib.LADDER_SKUNK, options=libcrib.OPT_MUGGINS
                            | libcrib.OPT_OVERPEG | libcrib.OPT_NO_GO_OUT), 7),
         (GameRules.default(target=61, ladder=libcrib.LADDER_LURCH,
                            options=libcrib.OPT_EXACT | libcrib.OPT_NO_HEELS_NEAR), 8),
         (GameRules.default(libcrib.VARIANT_FIVE_CARD, target=31), 2 ** 64 - 1),
         # A play whose points the rules refuse in part: pegged differs from points.
         (GameRules.default(target=61, options=libcrib.OPT_NO_GO_OUT | libcrib.OPT_EXACT), 4)]


O = libcrib.Option
# Games with the rules of issue 14, the cuts and the irregularities of --errors. Each
# error is made in a deal that has it to make (the Table checks none is left undone).
TABLE_GAMES = [
    (GameRules.default(options=O.FAILURE | O.OVERPEG), 7,
     "misdeal@1,long@2:0,short@3:1:new,crib@4,go@5:0,miss@6:1,correct@7:0,overclaim@8:1,"
     "overpeg@9:0", 0, 0),
    (GameRules.default(options=O.MUGGINS | O.MUGGINS_PLAY), 11,
     "miss@1:0,miss@2:1,miss@3:0", 0, 0),
    (GameRules.default(options=O.FAILURE | O.FAILURE_EACH), 12, "go@1:0,go@2:1,go@3:1,go@4:0",
     0, 0),
    (GameRules.default(options=O.NO_GO_OUT | O.NO_GO_OUT_31 | O.EXACT | O.EXACT_ITEMS), 13, "",
     0, 0),
    (GameRules.default(libcrib.VARIANT_FOUR, peggers=0b0110, options=O.CUT_TENS_EQUAL), 14,
     "long@1:3,short@2:2,crib@3", 20, 10),
    (GameRules.default(libcrib.VARIANT_THREE, options=O.OVERPEG), 15,
     "crib@1,overpeg@2:2,long@3:1:new", 4, 30),
    (GameRules.default(libcrib.VARIANT_FIVE_CARD, options=O.FIVE_FULL_PLAY | O.NO_CUT), 16,
     "short@1:0,misdeal@2", 0, 4),
    (GameRules.default(libcrib.VARIANT_TWO_TO_CRIB, target=31, options=O.EXACT | O.EXACT_ITEMS
                       | O.FAILURE), 17, "go@1:1,long@2:0", 0, 0),
    # A failure to play whose penalty wins the game: the dead cards are still logged.
    (GameRules.default(target=31, options=O.FAILURE), 7, "go@3:1", 0, 0),
]


class DealDriver(unittest.TestCase):
    def test_same_as_the_crib_program(self):
        """whole seeded bot games of every variant, logged as `crib game --json` logs them"""
        for rules, seed in GAMES:
            with self.subTest(rules=rules, seed=seed):
                self.assertEqual(bot_game(rules, seed)[0],
                                 crib_json(self, "game", *game_args(rules, seed)))

    def test_irregularities_as_the_crib_program(self):
        """games under every new rule, with the pack cut, the starter cut at a position and
        every irregularity of --errors settled by the referee's calls, as `crib game
        --json` logs them"""
        for rules, seed, errors, pack_cut, cut in TABLE_GAMES:
            with self.subTest(rules=rules, seed=seed, errors=errors):
                args = game_args(rules, seed, Table(pack_cut, cut, errors))
                table = Table(pack_cut, cut, errors)
                self.assertEqual(bot_game(rules, seed, table)[0],
                                 crib_json(self, "game", *args))
                self.assertEqual([s for s in table.slips if not s["done"]], [])
        log, game = bot_game(*TABLE_GAMES[-1][:2], Table(errors=TABLE_GAMES[-1][2]))
        self.assertEqual((game.result().reason, log["deals"][-1]["play"][-1]["dead"]),
                         (libcrib.REASON_PENALTY, ["6s", "7c", "9c", "9d"]))

    def test_matches_as_the_crib_program(self):
        """matches under each rule of the first dealers (a cut, the ACC's loser deals, the
        pub rule, whose third game is cut for again), as `crib game --match` logs them"""
        for rule, seed, wins in (("cut", 3, 2), ("acc", 3, 2), ("pub", 2, 2), ("pub", 5, 3)):
            with self.subTest(rule=rule, seed=seed):
                rules = GameRules.default(ladder=libcrib.LADDER_SKUNK)
                ours = bot_match(rules, seed, wins, rule)
                self.assertEqual(ours, crib_json(self, "game", *game_args(rules, seed),
                                                 "--match", str(wins), "--match-rule", rule))
                if (rule, seed) == ("pub", 2):
                    games = ours["games"]
                    self.assertEqual([g["first_dealer"] for g in games], [0, 1, 0])
                    self.assertEqual([g["first_cut"][0] is None for g in games],
                                     [False, True, False])

    def test_deal_and_status(self):
        """the first dealer given; a deal's shape; discards, the cut, the play state"""
        deal = Deal(GameRules.default(libcrib.VARIANT_THREE), 11, first_dealer=2)
        info = deal.status()
        self.assertEqual((info.stage, info.dealer, info.deal, info.first_cut, info.starter),
                         (libcrib.STAGE_DEAL, 2, 0, (None, None, None), None))
        self.assertEqual(deal.start(), 2)
        info = deal.status()
        self.assertEqual((info.players, info.dealt, info.discard, info.kept, len(info.crib)),
                         (3, 5, 1, 4, 1))
        self.assertEqual([len(h) for h in info.hands], [5, 5, 5])
        for p in range(3):
            deal.discard(p, info.hands[p][:1])
        info = deal.status()
        self.assertEqual((info.stage, [len(h) for h in info.hands], len(info.crib)),
                         (libcrib.STAGE_CUT, [4, 4, 4], 4))
        cut = deal.cut()
        play = deal.play()
        self.assertEqual((deal.stage, deal.status().starter, play.turn),
                         (libcrib.STAGE_PLAY, cut.starter, 0))
        self.assertEqual(play.hand(0), list(info.hands[0]))

    def test_rejections(self):
        """ESTAGE out of stage, ECOUNT, ENOTHELD, EDONE after the end: the deal unchanged"""
        deal = Deal(GameRules.default(), 5, first_dealer=1)

        def rejected(code, fn, *args):
            before = bytes(deal._state)
            assert_code(self, code, fn, *args)
            self.assertEqual(bytes(deal._state), before)

        for fn, *args in ((deal.cut,), (deal.show,), (deal.play_go, 0), (deal.play,),
                          (deal.discard, 0, "Ac 2c")):
            rejected(libcrib.ESTAGE, fn, *args)
        deal.start()
        hand = deal.status().hands[0]
        others = [c for c in range(52) if c not in hand]
        rejected(libcrib.ESTAGE, deal.start)
        rejected(libcrib.ESTAGE, deal.cut)
        rejected(libcrib.ECOUNT, deal.discard, 0, hand[:1])
        rejected(libcrib.ENOTHELD, deal.discard, 0, [hand[0], others[0]])
        rejected(libcrib.EDUP, deal.discard, 0, [hand[0], hand[0]])
        rejected(libcrib.ERANGE, deal.discard, 2, hand[:2])
        deal.discard(0, hand[:2])
        rejected(libcrib.ESTAGE, deal.discard, 0, hand[2:4])
        deal.discard(1, libcrib.bot_discard(deal.status().hands[1], 2, dealer=True))
        deal.cut()
        rejected(libcrib.ETURN, deal.play_go, 1)
        rejected(libcrib.ESTAGE, deal.show)
        play_and_show(deal, {"play": [], "show": []})
        while deal.stage != libcrib.STAGE_OVER:
            bot_deal(deal)
        for fn, *args in ((deal.start,), (deal.cut,), (deal.show,), (deal.play_go, 0),
                          (deal.discard, 0, "Ac 2c")):
            rejected(libcrib.EDONE, fn, *args)
        self.assertTrue(deal.game().over)
        deal = Deal(GameRules.default(libcrib.VARIANT_FIVE_CARD, target=3), 9)
        for fn, *args in ((deal.start,), (deal.play_go, 0), (deal.play_card, 0, "Ac")):
            rejected(libcrib.EDONE, fn, *args)
        self.assertEqual(deal.game().result().reason, libcrib.REASON_THREE_FOR_LAST)

    def test_claims_in_the_show(self):
        """show(claimed): an under-claim under muggins, and copy() branches a deal"""
        rules = GameRules.default(options=libcrib.OPT_MUGGINS)
        deal = Deal(rules, 12)
        while True:
            dealer = deal.start()
            info = deal.status()
            for p in range(2):
                deal.discard(p, libcrib.bot_discard(info.hands[p], 2, dealer=p == dealer))
            deal.cut()
            while deal.stage == libcrib.STAGE_PLAY:
                state = deal.play()
                card = libcrib.bot_play(state, state.turn)
                _ = deal.play_go(state.turn) if card is None else deal.play_card(state.turn, card)
            if deal.stage == libcrib.STAGE_SHOW and deal.copy().show().score.total > 0:
                break
            while deal.stage == libcrib.STAGE_SHOW:
                deal.show()
        twin = deal.copy()
        whole = twin.show()
        under = deal.show(claimed=0)
        self.assertEqual((under.claim.pegged, under.claim.missed, under.claim.muggins),
                         (0, whole.score.total, whole.score.total))
        self.assertEqual((under.player, under.cards, under.score), (whole.player, whole.cards,
                                                                    whole.score))
        opponent = deal.game().side(under.claim.opponent)
        self.assertEqual(deal.game().board(opponent).front - twin.game().board(opponent).front,
                         whole.score.total)


class Bots(unittest.TestCase):
    def test_bot_discard(self):
        """the bot's discard; ECOUNT, EDUP, ECARD"""
        self.assertEqual(libcrib.bot_discard("5h 5d 5c Js 2c 9h", 2, dealer=True),
                         libcrib.parse_hand("2c 9h"))
        self.assertEqual(len(libcrib.bot_discard("5h 5d 5c Js 2c", 1, dealer=False)), 1)
        assert_code(self, libcrib.ECOUNT, libcrib.bot_discard, "5h 5d 5c Js 2c 9h", 3,
                    dealer=True)
        assert_code(self, libcrib.ECOUNT, libcrib.bot_discard, "5h 5d 5c Js", 1, dealer=True)
        assert_code(self, libcrib.EDUP, libcrib.bot_discard, [1, 2, 3, 4, 5, 1], 2, dealer=True)
        assert_code(self, libcrib.ECARD, libcrib.bot_discard, [1, 2, 3, 4, 5, 52], 2,
                    dealer=True)
        self.assertRaises(TypeError, libcrib.bot_discard, "5h 5d 5c Js 2c 9h", 2)

    def test_bot_play(self):
        """the card that pegs most, the lowest id on a tie; None for go; ETURN, EDONE"""
        play = libcrib.Play(2, ["Kc 5c", "Qd 10d"], 0)
        self.assertEqual(libcrib.bot_play(play, 0), Card("5c"))
        assert_code(self, libcrib.ETURN, libcrib.bot_play, play, 1)
        play.play(0, "5c")
        self.assertEqual(libcrib.bot_play(play, 1), Card("10d"))
        for p, c in ((1, "10d"), (0, "Kc")):
            play.play(p, c)
        self.assertIsNone(libcrib.bot_play(play, 1))
        play.go(1)
        play.play(1, "Qd")
        assert_code(self, libcrib.EDONE, libcrib.bot_play, play, 0)


class BotLevels(unittest.TestCase):
    """Bots by level, the chance to win and the arena (issue 13)."""

    @staticmethod
    def played_deals(seeds, level, check_play):
        """Plays seeded deals to the end of the first play, each player's decisions by a
        bot of the level from its View; check_play(view, card) sees every play."""
        for seed in seeds:
            deal = Deal(GameRules.default(), seed=seed, first_dealer=seed % 2)
            dealer = deal.start()
            laid = {}
            for p in range(2):
                view = deal.view(p)
                laid[p] = libcrib.bot_choose_discard(view, level, seed)
                yield "discard", view, laid[p], dealer
                deal.discard(p, laid[p])
            deal.cut()
            while deal.status().stage == libcrib.STAGE_PLAY:
                p = deal.play().turn
                view = deal.view(p, laid[p])
                card = libcrib.bot_choose_play(view, level, seed)
                check_play(view, card)
                yield "play", view, card, deal.play()
                if card is None:
                    deal.play_go(p)
                else:
                    deal.play_card(p, card)

    def test_level_enum(self):
        """BotLevel is made from the CRIB_BOT_* levels (BOT_LEVELS, a count, stays an int),
        ArenaEventKind from CRIB_EVENT_*"""
        self.assertEqual({m.name: m.value for m in libcrib.BotLevel},
                         {"EASY": 0, "STRONG": 1, "EXPERT": 2, "CALLER": 0x100})
        self.assertEqual((str(libcrib.BOT_STRONG), libcrib.BOT_LEVELS), ("strong", 3))
        self.assertIs(libcrib.EVENT_END, libcrib.ArenaEventKind.END)

    def test_easy_is_the_old_bot(self):
        """level easy, from a View, chooses what bot_discard and bot_play choose"""
        n = 0
        for what, view, choice, extra in self.played_deals(range(1, 13),
                                                           libcrib.BotLevel.EASY,
                                                           lambda v, c: None):
            n += 1
            if what == "discard":
                self.assertEqual(choice, sorted(libcrib.bot_discard(
                    sorted(view.hand), 2, dealer=view.player == extra)))
            else:
                self.assertEqual(choice, libcrib.bot_play(extra, view.player))
        self.assertGreater(n, 12 * 10)

    def test_strong_plays_legal_cards(self):
        """the strong bot lays away cards of its hand and plays only legal cards, go only
        when it has none"""
        def legal(view, card):
            self.assertEqual(card is None, not view.legal)
            if card is not None:
                self.assertIn(card, view.legal)
                self.assertLessEqual(view.count + card.value, 31)
        for what, view, choice, _ in self.played_deals(range(1, 7), libcrib.BOT_STRONG,
                                                       legal):
            if what == "discard":
                self.assertEqual(len(choice), 2)
                self.assertTrue(set(choice) <= set(view.hand))
        view = Deal(GameRules.default(), seed=2)
        view.start()
        with self.assertRaises(CribError) as e:
            libcrib.bot_choose_discard(view.view(0), level=7)
        self.assertEqual(e.exception.code, libcrib.ERANGE)
        with self.assertRaises(CribError):
            libcrib.bot_choose_play(view.view(0))

    def test_advise_first_is_the_expert(self):
        """advise(view)[0] is the expert bot's choice on every view of a few hundred, every
        legal choice once, values in range, best first"""
        n = 0
        for what, view, choice, _ in self.played_deals(range(1, 25), libcrib.BOT_EXPERT,
                                                       lambda v, c: None):
            advice = libcrib.advise(view)
            n += 1
            self.assertIs(advice.kind, libcrib.Stage.DISCARD if what == "discard"
                          else libcrib.Stage.PLAY)
            first = advice[0]
            if what == "discard":
                self.assertEqual(list(first.cards), choice)
                self.assertEqual(len(advice), 15)
                self.assertEqual(len({e.cards for e in advice}), 15)
                for e in advice:
                    self.assertTrue(set(e.cards) <= set(view.hand) and len(e.cards) == 2)
                    self.assertTrue(0 <= e.hand <= 29 and -29 <= e.crib <= 29)
                    self.assertAlmostEqual(e.points, e.hand + e.crib + e.peg, delta=1e-9)
            else:
                self.assertEqual(first.cards, () if choice is None else (choice,))
                self.assertEqual({c for e in advice for c in e.cards}, set(view.legal))
                for e in advice:
                    self.assertEqual((e.hand, e.crib, e.peg), (0, 0, 0))
                    self.assertTrue(-31 <= e.points <= 31)
            for e in advice:
                self.assertTrue(e.win is None or 0 <= e.win <= 1)
            rest = advice[1:]
            by_points = all(a.points >= b.points for a, b in zip(rest, rest[1:]))
            by_win = all((a.win or 0) >= (b.win or 0) for a, b in zip(rest, rest[1:]))
            self.assertTrue(by_points or by_win, "the rest best first, by points or by win")
        self.assertGreater(n, 200)

    def test_advise_every_variant(self):
        """advise(view) in every variant, on every view of two deals that the expert bot
        plays: its first entry the expert bot's choice, every legal choice once, the rest
        best first, a discard's crib signed by the side that owns it and its parts adding up,
        and win None where no table covers the game (every game but the two-player six-card
        game and the game with two into the crib to 121 or 61 and the five-card game to
        61)"""
        V = libcrib.Variant
        for variant, seed in ((V.SIX_CARD, 1), (V.FIVE_CARD, 2), (V.THREE, 3), (V.FOUR, 4),
                              (V.TWO_TO_CRIB, 5)):
            deal = Deal(GameRules.default(variant), seed=seed)
            history = libcrib.History()
            kinds = {"discard": 0, "play": 0}

            def check(view, choice):
                advice = libcrib.advise(view)
                what = "discard" if view.stage is libcrib.Stage.DISCARD else "play"
                kinds[what] += 1
                self.assertIs(advice.kind, view.stage)
                first = advice[0].cards
                choices = {e.cards for e in advice}
                self.assertEqual(len(choices), len(advice), "each choice once")
                players = len(view.held)
                if what == "discard":
                    self.assertEqual(first, tuple(choice))
                    want = {tuple(sorted(c)) for c in
                            itertools.combinations(view.hand, view.lay_away)}
                    self.assertEqual({tuple(sorted(c)) for c in choices}, want)
                    sides = 2 if players == 4 else players
                    own = view.player % sides == view.dealer % sides
                    for e in advice:
                        self.assertTrue(e.crib >= 0 if own else e.crib <= 0, (variant, e))
                        self.assertAlmostEqual(e.hand + e.crib + e.peg, e.points)
                else:
                    self.assertEqual(first, () if choice is None else (choice,))
                    self.assertEqual(choices, {(c,) for c in view.legal} or {()})
                rest = advice[1:]
                self.assertTrue(all(a.points >= b.points for a, b in zip(rest, rest[1:])) or
                                all(a.win >= b.win for a, b in zip(rest, rest[1:])
                                    if a.win is not None and b.win is not None),
                                "the rest best first")
                table = (((variant in (V.SIX_CARD, V.TWO_TO_CRIB) and
                           view.rules.target in (121, 61)) or
                          variant == V.FIVE_CARD and view.rules.target == 61) and first)
                for e in advice:
                    self.assertTrue(0 <= e.win <= 1 if table else e.win is None, (variant, e))

            for _ in range(2):
                deal.start()
                history.update(deal)
                for p in range(len(deal.status().hands)):
                    view = deal.view(p, history=history)
                    laid = libcrib.bot_choose_discard(view, libcrib.BOT_EXPERT, seed)
                    check(view, laid)
                    deal.discard(p, laid)
                    history.update(deal)
                deal.cut()
                history.update(deal)
                while deal.stage == libcrib.Stage.PLAY:
                    p = deal.play().turn
                    view = deal.view(p, history=history)
                    card = libcrib.bot_choose_play(view, libcrib.BOT_EXPERT, seed)
                    check(view, card)
                    if card is None:
                        deal.play_go(p)
                    else:
                        deal.play_card(p, card)
                    history.update(deal)
                while deal.stage == libcrib.Stage.SHOW:
                    deal.show()
                    history.update(deal)
                if deal.stage == libcrib.Stage.OVER:
                    break
            self.assertGreaterEqual(kinds["discard"], 4, variant)
            self.assertGreaterEqual(kinds["play"], 12, variant)

    def test_advise_as_the_cli_and_refusals(self):
        """advise's to_dict() has the values `crib advise --json` prints; a view the library
        refuses raises its code; advise wants a View"""
        deal = Deal(GameRules.default(), seed=5, first_dealer=1)
        deal.start()
        view = deal.view(0)
        advice = libcrib.advise(view)
        args = ["--pone"] + [str(c) for c in view.hand]
        want = crib_json(self, "advise", *args)
        self.assertEqual(want["kind"], advice.to_dict()["kind"])
        got = advice.to_dict()["entries"]
        self.assertEqual([e["cards"] for e in want["entries"]], [e["cards"] for e in got])
        for w, g in zip(want["entries"], got):
            for key in ("hand", "crib", "peg", "points", "win"):
                self.assertAlmostEqual(g[key], w[key], delta=6e-7)
        json.dumps(advice.to_dict())
        bad = libcrib._native.STRUCT["crib_view"].from_buffer_copy(view._raw)
        bad.player = 2
        assert_code(self, libcrib.ERANGE, libcrib.advise, dataclasses.replace(view, _raw=bad))
        short = libcrib._native.STRUCT["crib_view"].from_buffer_copy(view._raw)
        short.hand &= short.hand - 1
        assert_code(self, libcrib.ECOUNT, libcrib.advise, dataclasses.replace(view, _raw=short))
        with self.assertRaises(TypeError):
            libcrib.advise(view.to_dict())

    def test_view_earlier_from_a_history(self):
        """a view made with a History kept after every action has earlier, the cards played
        before the current count in the order played; without it earlier is (); the bots
        and advise take such a view, and the library refuses a pile card in earlier"""
        later = 0
        for seed in range(1, 9):
            deal = Deal(GameRules.default(), seed=seed, first_dealer=seed % 2)
            history = libcrib.History()
            deal.start()
            history.update(deal)
            laid = {}
            for p in range(2):
                view = deal.view(p, history=history)
                self.assertEqual(view.earlier, ())
                laid[p] = libcrib.bot_choose_discard(view, libcrib.BOT_STRONG)
                deal.discard(p, laid[p])
                history.update(deal)
            deal.cut()
            history.update(deal)
            order = []
            while deal.stage == libcrib.Stage.PLAY:
                p = deal.play().turn
                assert p is not None
                view = deal.view(p, history=history)
                pile = tuple(deal.play().pile)
                self.assertEqual(view.pile, pile)
                self.assertEqual(order[len(order) - len(pile):], list(pile))
                self.assertEqual(view.earlier, tuple(order[:len(order) - len(pile)]))
                self.assertEqual(deal.view(p, laid[p]).earlier, ())
                self.assertEqual(view.to_dict()["earlier"], [str(c) for c in view.earlier])
                card = libcrib.bot_choose_play(view, libcrib.BOT_EXPERT, seed)
                if view.earlier:
                    later += 1
                    self.assertEqual(libcrib.advise(view)[0].cards,
                                     () if card is None else (card,))
                    self.assertIn(libcrib.bot_choose_play(view, libcrib.BOT_STRONG, seed),
                                  view.legal + (None,))
                    if view.pile:
                        bad = libcrib._native.STRUCT["crib_view"].from_buffer_copy(view._raw)
                        bad.earlier[0] = int(view.pile[0])
                        assert_code(self, libcrib.ERANGE, libcrib.bot_choose_play,
                                    dataclasses.replace(view, _raw=bad))
                if card is None:
                    deal.play_go(p)
                else:
                    deal.play_card(p, card)
                    order.append(card)
                history.update(deal)
        self.assertGreater(later, 8 * 2)

    def test_view_to_dict(self):
        """a View is a record: to_dict() is JSON-ready, without its C structure"""
        deal = Deal(GameRules.default(), seed=4)
        deal.start()
        d = deal.view(1).to_dict()
        json.dumps(d)
        self.assertEqual((d["stage"], d["player"], len(d["hand"]), d["starter"]),
                         ("discard", 1, 6, None))

    def test_win_chance_matches_crib_chance(self):
        """win_chance agrees with `crib chance --json` to its six decimals"""
        for target, own, other, dealer in ((121, 0, 0, True), (121, 100, 110, True),
                                           (121, 115, 90, False), (61, 0, 0, False),
                                           (61, 50, 58, True)):
            with self.subTest(target=target, own=own, other=other, dealer=dealer):
                want = crib_json(self, "chance", "--target", str(target), str(own),
                                 str(other), "dealer" if dealer else "pone")
                got = libcrib.win_chance(target, own, other, dealer=dealer).to_dict()
                self.assertEqual(set(got), set(want))
                for key, value in want.items():
                    if isinstance(value, float):
                        self.assertAlmostEqual(got[key], value, delta=6e-7)
                    else:
                        self.assertEqual(got[key], value)
        with self.assertRaises(CribError):
            libcrib.win_chance(100, 0, 0, dealer=True)
        with self.assertRaises(CribError):
            libcrib.win_chance(121, 121, 0, dealer=False)

    def test_view_win_chance(self):
        """view_win_chance(view) on every view of two six-card deals: the play's chance is
        advise()'s best card's (method "search"), the discard's at 0-0 the model's, the same
        view the same answer; another variant is the library's ERANGE, no view a TypeError"""
        deal = Deal(GameRules.default(libcrib.Variant.SIX_CARD), seed=7)
        history = libcrib.History()
        seen = {"model": 0, "search": 0}
        for _ in range(2):
            deal.start()
            history.update(deal)
            for p in range(2):
                view = deal.view(p, history=history)
                chance = libcrib.view_win_chance(view)
                self.assertEqual(chance.method, "model")
                self.assertTrue(0 <= chance.win <= 1)
                self.assertAlmostEqual(chance.lurch, 2 * chance.win - 1, delta=0.2)
                seen["model"] += 1
                deal.discard(p, libcrib.bot_choose_discard(view, libcrib.BOT_EXPERT, 0))
                history.update(deal)
            deal.cut()
            history.update(deal)
            while deal.stage == libcrib.Stage.PLAY:
                p = deal.play().turn
                view = deal.view(p, history=history)
                card = libcrib.bot_choose_play(view, libcrib.BOT_EXPERT, 0)
                chance = libcrib.view_win_chance(view)
                self.assertEqual(chance.method, "search")
                self.assertEqual(chance, libcrib.view_win_chance(view))
                self.assertEqual(chance.to_dict()["method"], "search")
                if card is not None:
                    best = max(e.win for e in libcrib.advise(view))
                    self.assertAlmostEqual(chance.win, best, delta=1e-9)
                    seen["search"] += 1
                    deal.play_card(p, card)
                else:
                    deal.play_go(p)
                history.update(deal)
            while deal.stage == libcrib.Stage.SHOW:
                deal.show()
                history.update(deal)
        self.assertEqual(seen["model"], 4)
        self.assertGreaterEqual(seen["search"], 12)
        five = Deal(GameRules.default(libcrib.Variant.FIVE_CARD), seed=7)
        five.start()
        with self.assertRaises(CribError) as caught:
            libcrib.view_win_chance(five.view(0))
        self.assertEqual(caught.exception.code, libcrib.ERANGE)
        with self.assertRaises(TypeError):
            libcrib.view_win_chance("a view")  # type: ignore[arg-type]

    def test_arena_easy_easy_matches_the_cli(self):
        """easy against easy on duplicate deals is mirror-symmetric and is what `crib arena
        --games N --json easy easy` prints, N odd included (rounded up to pairs)"""
        for games, seed in ((300, 1), (41, 9)):
            with self.subTest(games=games, seed=seed):
                want = crib_json(self, "arena", "--games", str(games), "--seed", str(seed),
                                 "easy", "easy")
                arena = libcrib.Arena(libcrib.BotLevel.EASY, libcrib.BotLevel.EASY,
                                      games=games, seed=seed)
                summary = arena.run()
                got = summary.to_dict()
                self.assertEqual((got["games"], got["pairs"]), (want["games"], want["pairs"]))
                self.assertEqual(summary.games, 2 * ((games + 1) // 2))
                self.assertEqual((summary.win_a, summary.value_a), (0.5, 0.0))
                self.assertEqual(summary.points["a_dealer"], summary.points["b_dealer"])
                self.assertEqual(summary.points["a_pone"], summary.points["b_pone"])
                tally = arena.tally()
                self.assertEqual(tally.wins[0], tally.wins[1])
                self.assertEqual(tally.pair_wins[1], tally.pairs)
                self.assertClose(got, {k: v for k, v in want.items() if k in got})
                json.dumps(tally.to_dict())

    def assertClose(self, got, want, where=""):
        """got has want's keys and numbers, to the 4 or 6 places that the CLI prints"""
        if isinstance(want, dict):
            for key, value in want.items():
                self.assertClose(got[key], value, f"{where}.{key}")
        elif isinstance(want, list):
            self.assertEqual(len(got), len(want), where)
            for i, (g, w) in enumerate(zip(got, want)):
                self.assertClose(g, w, f"{where}[{i}]")
        else:
            self.assertAlmostEqual(got, want, delta=5.1e-5, msg=where)

    def test_tally_adds_up(self):
        """two arenas over the two halves of the pairs add up to one over all of them"""
        whole = libcrib.Arena(libcrib.BOT_EASY, libcrib.BOT_EASY, games=40, seed=3)
        whole.run()
        first = libcrib.Arena(libcrib.BOT_EASY, libcrib.BOT_EASY, games=20, seed=3)
        first.run()
        second = libcrib.Arena(libcrib.BOT_EASY, libcrib.BOT_EASY, games=20, seed=3,
                               first_pair=10)
        second.run()
        both = first.tally() + second.tally()
        self.assertEqual(both, whole.tally())
        self.assertEqual(both.summary(), whole.tally().summary())

    def test_python_bot_in_the_arena(self):
        """a bot written in Python (its lowest legal card, the old bot's discard) plays
        legal moves through the arena, which asks it for every decision of its side"""
        asked = {"discard": 0, "play": 0}

        def lowest(request):
            view = request.view
            self.assertEqual(request.side, 1)
            if request.kind == libcrib.EVENT_DISCARD:
                asked["discard"] += 1
                return sorted(view.hand)[:view.lay_away]
            asked["play"] += 1
            return min(view.legal, key=lambda c: (c.value, c)) if view.legal else None

        arena = libcrib.Arena(libcrib.BotLevel.STRONG, lowest, games=4, seed=11)
        cards = 0
        for event in arena.events():
            if event.kind == libcrib.EVENT_CARD and event.side == 1:
                cards += 1
        summary = arena.tally().summary()
        self.assertEqual(summary.games, 4)
        self.assertGreater(asked["discard"], 4 * 5)
        self.assertGreaterEqual(asked["play"], cards)
        self.assertGreater(cards, 4 * 5 * 3)
        self.assertTrue(summary.win_a_95[0] <= summary.win_a <= summary.win_a_95[1])

        def cheat(request):
            return sorted(request.view.hand)[:1]
        with self.assertRaises(CribError):
            libcrib.Arena(libcrib.BOT_EASY, cheat, games=2).run()

    def test_arena_three_and_four_handed(self):
        """three-handed, a Python bot as side A's one seat is asked for that seat alone, in
        seat 0, 1 and 2 of each seed in turn, against two library seats; four-handed, the
        tally is what `crib arena --variant four --json` prints"""
        seats = set()

        def lowest(request):
            view = request.view
            self.assertEqual((request.side, request.player), (0, request.seat_a))
            self.assertEqual(len(request.score), 3)
            seats.add((request.game, request.player))
            if request.kind == libcrib.EVENT_DISCARD:
                return sorted(view.hand)[:view.lay_away]
            return min(view.legal, key=lambda c: (c.value, c)) if view.legal else None

        three = GameRules.default("three")
        arena = libcrib.Arena(lowest, libcrib.BotLevel.STRONG, rules=three, games=5,
                              start=(0, 0, 100), first_dealer=2)
        ends = [e for e in arena.events() if e.kind == libcrib.EVENT_END]
        self.assertEqual(len(ends), 6)
        self.assertEqual(seats, {(g, g % 3) for g in range(6)})
        tally = arena.tally()
        self.assertEqual((tally.games, tally.pairs, tally.set_games), (6, 2, 3))
        self.assertEqual(sum(tally.pair_wins) + tally.pair_wins_three, 2)
        self.assertEqual(sum(tally.seat_wins) + tally.seat_wins_third, 6)
        summary = tally.summary()
        self.assertTrue(summary.win_a_95[0] <= summary.win_a <= summary.win_a_95[1])
        with self.assertRaises(CribError):
            libcrib.Arena(lowest, lowest, rules=three, start=(0, 0))
        with self.assertRaises(CribError):
            libcrib.Arena(lowest, lowest, rules=three, first_dealer=3)

        want = crib_json(self, "arena", "--variant", "four", "--games", "6", "--seed", "4",
                         "strong", "easy")
        four = libcrib.Arena(libcrib.BotLevel.STRONG, libcrib.BotLevel.EASY,
                             rules=GameRules.default("four"), games=6, seed=4)
        got = four.run().to_dict()
        self.assertEqual((got["games"], got["pairs"]), (6, 3))
        self.assertClose(got, {k: v for k, v in want.items() if k in got})


class Matches(unittest.TestCase):
    def test_best_of_three(self):
        """the loser deals first in the next game; the match ends at two wins; EDONE"""
        match = libcrib.Match(2, loser_deals=True)
        self.assertEqual((match.games, match.wins, match.next_dealer, match.winner),
                         (0, (), None, None))
        seed, value = 1, [0, 0]
        while not match.over:
            deal = Deal(GameRules.default(ladder=libcrib.LADDER_SKUNK), seed,
                        first_dealer=match.next_dealer)
            while deal.stage != libcrib.STAGE_OVER:
                bot_deal(deal)
            game = deal.game()
            result = game.result()
            value[result.winner] += result.value
            self.assertEqual(match.record(game), match.over)
            self.assertEqual(match.next_dealer, 1 - result.winner)
            seed += 1
        self.assertEqual((match.wins[match.winner], sum(match.wins), match.games),
                         (2, seed - 1, seed - 1))
        self.assertEqual(list(match.values), value)
        standing = match.standing()
        self.assertEqual((standing.over, standing.winner, standing.sides, standing.games,
                          standing.wins_needed, standing.loser_deals, standing.wins),
                         (True, match.winner, 2, seed - 1, 2, True, match.wins))
        assert_code(self, libcrib.EDONE, match.record, game)

    def test_pub_rule(self):
        """the pub rule: the first game's first dealer's opponent deals the second, and
        the third is cut for; not with loser_deals; a game of another size is refused"""
        match = libcrib.Match(2, pub=True)
        self.assertEqual((match.standing().pub, match.standing().loser_deals), (True, False))
        game = Game(GameRules.default(target=5), 1)
        game.peg(1, 5, libcrib.REASON_PLAY)
        self.assertFalse(match.record(game))
        standing = match.standing()
        self.assertEqual((standing.next_dealer, standing.players, standing.wins), (0, 2, (0, 1)))
        game = Game(GameRules.default(target=5), 0)
        game.peg(0, 5, libcrib.REASON_PLAY)
        match.record(game)
        self.assertEqual((match.next_dealer, match.wins), (None, (1, 1)))
        three = Game(GameRules.default(libcrib.VARIANT_FOUR, target=5), 0)
        three.peg(1, 5, libcrib.REASON_PLAY)
        assert_code(self, libcrib.ERANGE, match.record, three)  # four players, not two
        assert_code(self, libcrib.EFLAGS, libcrib.Match, 2, loser_deals=True, pub=True)
        self.assertRaises(TypeError, libcrib.Match, 2, pub=1)

    def test_errors(self):
        """ERANGE for wins outside 1..50 and for a game not over; without loser_deals, cut"""
        for bad in (0, 51, -1):
            assert_code(self, libcrib.ERANGE, libcrib.Match, bad)
        match = libcrib.Match(1)
        assert_code(self, libcrib.ERANGE, match.record, Game(GameRules.default(), 0))
        self.assertEqual(match.games, 0)
        game = Game(GameRules.default(target=5), 0)
        game.peg(1, 5, libcrib.REASON_PLAY)
        self.assertTrue(match.record(game))
        self.assertEqual((match.winner, match.wins, match.values, match.next_dealer),
                         (1, (0, 1), (0, 1), None))


class IssueBugs(unittest.TestCase):
    """The bugs of issue 1.0, one test each (the import near / is Loading's)."""

    def test_lone_surrogate(self):
        """a lone surrogate in a text is EPARSE, not UnicodeEncodeError"""
        assert_code(self, libcrib.EPARSE, Card, "5\ud800")
        assert_code(self, libcrib.EPARSE, libcrib.parse_hand, "5h \ud800")
        assert_code(self, libcrib.EPARSE, libcrib.score, "5h 5d 5c J\udfff", "5s")
        assert_code(self, libcrib.EPARSE, libcrib.mask_score, "5h 5d 5c Js", "5\ud800")

    def test_structures_are_type_checked(self):
        """None or another object where a structure is wanted: TypeError naming the class"""
        game = Game(GameRules.default(), 0)
        for call, wanted in ((lambda: libcrib.Match().record(None), "Game"),
                             (lambda: libcrib.Match().record(game.result()), "Game"),
                             (lambda: libcrib.bot_play(None, 0), "Play"),
                             (lambda: libcrib.bot_play(Deal(GameRules.default(), 1), 0), "Play"),
                             (lambda: Game(None, 0), "GameRules"),
                             (lambda: Deal({"target": 121}, 1), "GameRules")):
            with self.assertRaisesRegex(TypeError, f"must be a {wanted}, got"):
                call()

    def test_flags_take_only_bools(self):
        """dealer=None or 'no' (and any flag not a bool) is a TypeError, not pone or dealer"""
        for bad in (None, "no", 1, 0):
            with self.subTest(dealer=bad):
                with self.assertRaisesRegex(TypeError, "dealer must be True or False"):
                    libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=bad)
                self.assertRaises(TypeError, libcrib.bot_discard, "5h 5d 5c Js 2c 9h", 2,
                                  dealer=bad)
                self.assertRaises(TypeError, libcrib.discard_analyze_many, bytes(6),
                                  dealer=bad)
        for call in (lambda: libcrib.score("5h 5d 5c Js", "5s", crib=1),
                     lambda: libcrib.mask_score("5h 5d 5c Js", "5s", crib=None),
                     lambda: libcrib.discard_analyze("5h 5d 5c Js 2c", dealer=True,
                                                     five_card="yes"),
                     lambda: libcrib.Play(2, ["Ac", "2c"], 0, five_card=0),
                     lambda: libcrib.Match(loser_deals=None),
                     lambda: Game(GameRules.default(), 0).claim(0, 4, crib=1)):
            self.assertRaises(TypeError, call)
        self.assertEqual(len(libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=False)), 15)

    def test_rules_checked_at_construction(self):
        """GameRules.default(target=5000) is refused at once, saying what and why"""
        e = assert_code(self, libcrib.ERANGE, GameRules.default, target=5000)
        self.assertIn("GameRules.target 5000 is not in 1..1000", str(e))
        rules = GameRules.default()
        assert_code(self, libcrib.ERANGE, setattr, rules, "target", 5000)
        self.assertEqual(rules.target, 121)

    def test_only_none_cuts_for_the_deal(self):
        """first_dealer 2**32 - 1 (CRIB_DEAL_CUT's value) is out of range, as is any int
        that is not a player; None cuts. claimed likewise: CLAIM_ALL's value is refused"""
        for bad in (2 ** 32 - 1, libcrib.DEAL_CUT, 2, -1, 2 ** 32):
            with self.subTest(first_dealer=bad):
                assert_code(self, libcrib.ERANGE, Deal, GameRules.default(), 1, bad)
        self.assertEqual(Deal(GameRules.default(), 3, None).status().first_cut,
                         tuple(libcrib.parse_hand("5s Js")))
        self.assertEqual(Deal(GameRules.default(), 3, 1).status().dealer, 1)
        game = Game(GameRules.default(), 0)
        assert_code(self, libcrib.ERANGE, game.claim, 1, 8, 2 ** 32 - 1)
        self.assertEqual(game.claim(1, 8).pegged, 8)


class ToDict(unittest.TestCase):
    def assertPlain(self, record, want=None):
        """to_dict() survives JSON unchanged (and is want, when given)."""
        d = record.to_dict()
        self.assertEqual(json.loads(json.dumps(d)), d)
        if want is not None:
            self.assertEqual(d, want)
        return d

    def test_every_result(self):
        """every result class converts to plain, JSON-ready values named as the crib
        program names them"""
        self.assertPlain(libcrib.score("5h 5d 5c Js", "5s"))
        self.assertPlain(libcrib.discard_analyze("5h 5d 5c Js 2c 9h", dealer=True)[0])
        alone = libcrib.hand_expect("5h 5d 5c Js")
        self.assertPlain(alone, {"sum": alone.sum, "count": 48, "min": 14, "max": 29,
                                 "mean": alone.sum / 48})
        self.assertPlain(libcrib.peg_score("Kc Ac 4c 4d 4h"),
                         {"card": "4h", "count": 23, "points": 6,
                          "items": [{"kind": "pair", "points": 6, "cards": ["4c", "4d", "4h"]}]})
        play = libcrib.Play(2, ["Kc 5c", "Qd 10d"], 0)
        self.assertPlain(play.play(0, "5c"),
                         {"player": 0, "card": "5c", "points": 0, "scorer": None, "side": None,
                          "count": 5, "reset": False, "over": False, "next": 1, "items": [],
                          "pegged": None, "penalty": 0, "penalty_to": None, "dead": [],
                          "claim": None})
        rules = GameRules.default(ladder=libcrib.LADDER_SKUNK, options=libcrib.OPT_MUGGINS)
        self.assertPlain(rules, {"variant": "six-card", "target": 121, "options": 8,
                                 "ladder": "skunk", "lurch_value": 2, "skunk_value": 2,
                                 "double_skunk_value": 3, "triple_skunk_value": 0,
                                 "peggers": 0})
        game = Game(rules, 0)
        self.assertPlain(game.claim(1, 12, claimed=8))
        self.assertPlain(game.board(1), {"front": 8, "rear": 0})
        self.assertPlain(game.result(), {"over": False, "winner": None, "player": None,
                                         "phase": None, "reason": None, "scores": [4, 8],
                                         "levels": ["none", "none"], "values": [0, 0],
                                         "value": 0, "players": 2, "first_dealer": 0})
        deal = Deal(GameRules.default(), 3)
        status = self.assertPlain(deal.status())
        self.assertEqual((status["stage"], status["first_cut"], status["hands"]),
                         ("deal", ["5s", "Js"], [[], []]))
        deal.start()
        for p in range(2):
            deal.discard(p, deal.status().hands[p][:2])
        self.assertPlain(deal.cut())
        match = libcrib.Match(1)
        self.assertPlain(match.standing(), {"over": False, "winner": None, "sides": 0,
                                            "games": 0, "wins_needed": 1,
                                            "loser_deals": False, "pub": False, "wins": [],
                                            "values": [], "next_dealer": None,
                                            "players": 0})
        self.assertPlain(libcrib.discard_table()[0],
                         {"ranks": ["A", "A"], "suited": False, "sum": 325272,
                          "mean": 325272 / 58800})

    def test_show(self):
        """a Show has the keys of a show of `crib game --json`, its claim and its score"""
        deal = Deal(GameRules.default(), 3, first_dealer=0)
        deal.start()
        for p in range(2):
            deal.discard(p, deal.status().hands[p][:2])
        deal.cut()
        while deal.stage == libcrib.STAGE_PLAY:
            play = deal.play()
            card = libcrib.bot_play(play, play.turn)
            _ = deal.play_go(play.turn) if card is None else deal.play_card(play.turn, card)
        show = self.assertPlain(deal.show())
        self.assertEqual((show["points"], show["said"], show["pegged"]),
                         (show["score"]["total"], show["score"]["announcement"],
                          show["claim"]["pegged"]))

    def test_peg_lines(self):
        """peg_score of each card but the last of a sequence is its line of `crib peg
        --json` (the last takes the point for last there)"""
        cards = "5c 10d 6h 4s 4h Ac"
        printed = crib_json(self, "peg", *cards.split())["cards"]
        pile = libcrib.parse_hand(cards)
        for i, line in enumerate(printed[:-1]):
            del line["reset"]
            self.assertEqual(libcrib.peg_score(pile[:i + 1]).to_dict(), line)


def random_hands(rng, n, size=4):
    """n seeded (mask, starter) pairs of size-card hands."""
    hands = []
    for _ in range(n):
        cards = rng.sample(range(52), size + 1)
        hands.append((sum(1 << c for c in cards[:size]), cards[size]))
    return hands


class Bulk(unittest.TestCase):
    def test_mask_score_many(self):
        """2,000 hands and cribs in one call, into uint8 and int32, from every kind of
        buffer: the same totals as mask_score"""
        rng = random.Random(11)
        hands = random_hands(rng, 2000) + random_hands(rng, 100, 3)
        masks = array("Q", [m for m, _ in hands])
        starters = array("B", [s for _, s in hands])
        for crib in (False, True):
            want = [libcrib.mask_score(m, s, crib=crib) if not crib or bin(m).count("1") == 4
                    else None for m, s in hands]
            if crib:
                masks, starters = masks[:2000], starters[:2000]
                want = want[:2000]
            got = libcrib.mask_score_many(masks, starters, crib=crib)
            self.assertEqual((type(got), got.typecode, list(got)), (array, "B", want))
            out = array("i", [7] * len(masks))
            self.assertIs(libcrib.mask_score_many(masks.tobytes(), memoryview(starters), out,
                                                  crib=crib), out)
            self.assertEqual(list(out), want)
            out = bytearray(len(masks))
            libcrib.mask_score_many(memoryview(masks), bytes(starters), out, crib=crib)
            self.assertEqual(list(out), want)
        self.assertEqual(list(libcrib.mask_score_many(array("Q"), b"")), [])

    def test_mask_score_many_errors(self):
        """the first refused hand raises its code with its index, out zeroed; buffers of
        the wrong type, length or writability are refused before any call"""
        masks = array("Q", [libcrib.mask_from_cards("5h 5d 5c Js")] * 4)
        out = bytearray(b"\x07" * 4)
        e = assert_code(self, libcrib.ECARD, libcrib.mask_score_many, masks,
                        bytes([1, 2, 52, 60]), out)
        self.assertEqual((e.index, out), (2, bytearray(4)))
        self.assertIn("item 2", str(e))
        masks[1] = 1 << 52 | 7
        self.assertEqual(assert_code(self, libcrib.EMASK, libcrib.mask_score_many, masks,
                                     bytes(4)).index, 1)
        self.assertRaises(TypeError, libcrib.mask_score_many, [1, 2], bytes(2))
        self.assertRaises(TypeError, libcrib.mask_score_many, array("d", [1.0]), bytes(1))
        self.assertRaises(TypeError, libcrib.mask_score_many, array("I", [1]), bytes(1))
        self.assertRaises(TypeError, libcrib.mask_score_many, masks, bytes(4), bytes(4))
        self.assertRaises(TypeError, libcrib.mask_score_many, masks, bytes(4), array("H", [0] * 4))
        self.assertRaises(ValueError, libcrib.mask_score_many, masks, bytes(3))
        self.assertRaises(ValueError, libcrib.mask_score_many, masks, bytes(4), bytearray(5))
        self.assertRaises(ValueError, libcrib.mask_score_many, bytes(12), bytes(1))
        self.assertRaises(ValueError, libcrib.mask_score_many, memoryview(masks)[::2], bytes(2))

    def test_mask_score_starters_many(self):
        """300 hands x 52 starters into one buffer, flat or n x 52: mask_score_starters,
        NOT_A_STARTER for the hand's cards"""
        rng = random.Random(12)
        masks = array("Q", [m for m, _ in random_hands(rng, 300)])
        for crib in (False, True):
            out = bytearray(len(masks) * 52)
            grid = memoryview(out).cast("B", (len(masks), 52))
            self.assertIs(libcrib.mask_score_starters_many(masks, grid, crib=crib), grid)
            for i, mask in enumerate(masks):
                want = [libcrib.NOT_A_STARTER if s is None else s
                        for s in libcrib.mask_score_starters(mask, crib=crib)]
                self.assertEqual(list(out[i * 52:(i + 1) * 52]), want)
        self.assertEqual(libcrib.mask_score_starters_many(masks[:1]).tobytes(),
                         bytes(libcrib.mask_score_starters_many(masks[:1], bytearray(52))))
        out = bytearray(b"\x07" * 104)
        e = assert_code(self, libcrib.ECOUNT, libcrib.mask_score_starters_many,
                        array("Q", [masks[0], 0b11111]), out)
        self.assertEqual((e.index, out), (1, bytearray(104)))
        self.assertRaises(ValueError, libcrib.mask_score_starters_many, masks, bytearray(52))

    def test_discard_analyze_many(self):
        """12 deals of six and 8 of five (five-card game) in one call each: the best keep
        and value of discard_analyze; an error's index; n x 5 tells the deal's size"""
        rng = random.Random(13)
        for per_deal, kwargs in ((6, {"dealer": True}), (6, {"dealer": False}),
                                 (5, {"dealer": True, "five_card": True})):
            deals = [rng.sample(range(52), per_deal) for _ in range(8)]
            flat = bytes(c for d in deals for c in d)
            source = memoryview(flat).cast("B", (len(deals), per_deal))
            keeps, values = libcrib.discard_analyze_many(source, **kwargs)
            for i, dealt in enumerate(deals):
                best = libcrib.discard_analyze(dealt, **kwargs)[0]
                self.assertEqual((libcrib.mask_to_cards(keeps[i]), values[i]),
                                 (list(best.keep), best.value))
        three = libcrib.discard_analyze_many(bytes(range(10)), dealer=False, per_deal=5)
        self.assertEqual(libcrib.mask_to_cards(three[0][1]),
                         list(libcrib.discard_analyze(range(5, 10), dealer=False)[0].keep))
        keeps, values = array("Q", [1, 1]), array("d", [1.0, 1.0])
        e = assert_code(self, libcrib.EDUP, libcrib.discard_analyze_many,
                        bytes([0, 1, 2, 3, 4, 5, 9, 9, 10, 11, 12, 13]), keeps, values,
                        dealer=True)
        self.assertEqual((e.index, list(keeps), list(values)), (1, [0, 0], [0.0, 0.0]))
        self.assertRaises(ValueError, libcrib.discard_analyze_many, bytes(7), dealer=True)

    def test_numpy(self):
        """numpy arrays, where numpy is installed (the module never needs it)"""
        try:
            import numpy as np
        except ImportError:
            self.skipTest("numpy is not installed")
        masks = np.array([libcrib.mask_from_cards("5h 5d 5c Js")] * 3, dtype=np.uint64)
        out = np.zeros(3, dtype=np.int32)
        libcrib.mask_score_many(masks, np.array([19, 0, 1], dtype=np.uint8), out)
        self.assertEqual(out.tolist(), [29, 14, 14])
        grid = np.zeros((3, 52), dtype=np.uint8)
        libcrib.mask_score_starters_many(masks, grid)
        self.assertEqual(int(grid[0, 19]), 29)


class Loading(unittest.TestCase):
    def import_with(self, env_path):
        env = dict(os.environ, LIBCRIB_PATH=env_path, PYTHONPATH=str(HERE))
        return subprocess.run([sys.executable, "-c", "import libcrib; print(libcrib.version())"],
                              env=env, capture_output=True, text=True)

    def test_libcrib_path(self):
        """LIBCRIB_PATH names the library file or its folder; a bad one is an ImportError"""
        lib_dir = Path(libcrib._native.lib._name).parent
        for path in (lib_dir, lib_dir / "libcrib.so.1"):
            with self.subTest(path=str(path)):
                done = self.import_with(str(path))
                self.assertEqual((done.returncode, done.stdout.strip()), (0, libcrib.version()))
        done = self.import_with(str(lib_dir / "no-such-library.so"))
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("ImportError: libcrib: cannot load", done.stderr)

    def test_package_near_the_root(self):
        """a package one folder below / (or at /) looks for the library without IndexError"""
        for package in (Path("/libcrib"), Path("/")):
            with self.subTest(package=str(package)):
                try:
                    found = libcrib._native.library_path([package], None)
                except ImportError as e:
                    self.assertIn("not found", str(e))
                else:
                    self.assertIn("crib", found)
        tree = HERE.parent.parent
        self.assertEqual(libcrib._native.library_path([HERE / "libcrib"], None),
                         str(tree / "lib" / "libcrib.so.1"))
        # An editable install's second folder, where its library was compiled, comes before
        # the tree's lib/.
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "libcrib.so.1").touch()
            self.assertEqual(libcrib._native.library_path([HERE / "libcrib", Path(folder)],
                                                          None),
                             str(Path(folder) / "libcrib.so.1"))

    def drifted(self, name, field, count):
        """The generated layouts with one field's count changed: offsets, sizes and the
        structures that hold this one left as they were."""
        structs = copy.deepcopy(libcrib._layout.STRUCTS)
        for entry in structs[name][2]:
            if entry[0] == field:
                entry[3] = count
        return structs

    def test_layout_guard(self):
        """a structure laid out otherwise than _layout.py says, or than the library has it,
        fails the import; every structure is checked against crib_<name>_size()"""
        native = libcrib._native
        for name, (size, _, _) in libcrib._layout.STRUCTS.items():
            self.assertEqual(ctypes.sizeof(native.STRUCT[name]), size)
            self.assertEqual(getattr(native.lib, name + "_size")(), size)
        for name, field, count in (("crib_item", "reserved", 12), ("crib_play", "pile", 16),
                                   ("crib_show", "cards", 8), ("crib_game_rules", "reserved", 4)):
            with self.subTest(name=name):
                structs = self.drifted(name, field, count)
                classes = native.build_structs(structs)
                with self.assertRaisesRegex(ImportError, name + " .*do not match"):
                    native.check_layout(native.lib, classes, structs, "lib")
        # A library whose structure is larger than the generated one, all else agreeing.
        structs = self.drifted("crib_item", "reserved", 12)
        structs["crib_item"][0] = 24
        classes = {**native.STRUCT, "crib_item": native.build_structs(structs)["crib_item"]}
        with self.assertRaisesRegex(ImportError, "has a crib_item of 16 bytes, this module 24"):
            native.check_layout(native.lib, classes, {"crib_item": structs["crib_item"]}, "lib")

    def test_prototypes_generated(self):
        """every function of _layout.py has its argtypes and restype from it"""
        lib = libcrib._native.lib
        for name, (restype, params) in libcrib._layout.FUNCTIONS.items():
            fn = getattr(lib, name)
            self.assertEqual(len(fn.argtypes), len(params), name)
        self.assertEqual(lib.crib_mask_score.argtypes,
                         [ctypes.c_uint64, ctypes.c_uint8, ctypes.c_uint32])
        self.assertIs(lib.crib_strerror.restype, ctypes.c_char_p)
        self.assertIs(lib.crib_score_size.restype, ctypes.c_size_t)

    def test_python_fields_follow_c(self):
        """GameRules and Claim have the fields of their structures, reserved space aside"""
        for cls, name in ((GameRules, "crib_game_rules"), (libcrib.Claim, "crib_claim")):
            c_fields = [f[0] for f in libcrib._layout.STRUCTS[name][2] if f[0] != "reserved"]
            self.assertEqual([f.name for f in dataclasses.fields(cls)], c_fields)

    def test_docstring_examples(self):
        """the module docstring's examples give what they say"""
        failed, tried = doctest.testmod(libcrib)
        self.assertEqual((failed, tried > 0), (0, True))


def crib_record(test, *args):
    """The text `bin/crib game --json ARGS` prints; skips the test where it is not built."""
    crib = ROOT / "bin" / "crib"
    if not os.access(crib, os.X_OK):
        test.skipTest("bin/crib is not built")
    return subprocess.run([str(crib), "game", "--json", *args], check=True,
                          capture_output=True, text=True).stdout


def crib_check(test, text):
    """`bin/crib check` of a record: its exit code and its one line, less "crib: FILE: "
    for a record refused."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "g.json"
        path.write_text(text)
        done = subprocess.run([str(ROOT / "bin" / "crib"), "check", str(path)],
                              capture_output=True, text=True)
    line = (done.stdout + done.stderr).strip()
    return done.returncode, line.replace(f"crib: {path}: ", "", 1)


class Records(unittest.TestCase):
    """Game records: check_record, replay_record, History and Deal.start_given against
    what bin/crib game --json writes and bin/crib check says of it."""

    VARIANTS = (("six-card", "3"), ("five-card", "4"), ("three", "5"), ("four", "6"),
                ("two-to-crib", "7"))

    def test_records_check_as_the_cli_says(self):
        """records of every variant hold, with the totals and the words of crib check;
        as bytes too; without their seed they hold as given deals"""
        for variant, seed in self.VARIANTS:
            with self.subTest(variant=variant):
                text = crib_record(self, "--variant", variant, "--seed", seed)
                report = libcrib.check_record(text)
                rc, line = crib_check(self, text)
                self.assertEqual((rc, report.ok, report.code), (0, True, libcrib.OK))
                self.assertEqual(report.describe(), line)
                words = re.match(r"(\d+) deals?, (\d+) events: .* wins? ([\d to]+)$", line)
                self.assertIsNotNone(words)
                assert words is not None
                self.assertEqual((report.deals, report.events, report.score),
                                 (int(words[1]), int(words[2]),
                                  tuple(int(n) for n in words[3].split(" to "))))
                record = json.loads(text)
                self.assertEqual((report.over, report.seeded, list(report.score),
                                  report.players),
                                 (True, True, record["result"]["scores"], record["players"]))
                self.assertEqual(libcrib.check_record(text.encode()), report)
                unseeded = re.sub(r'"seed":[0-9]*,"seed_hex":"[0-9a-f]*",', "", text)
                given = libcrib.check_record(unseeded)
                self.assertEqual((given.ok, given.seeded, given.events),
                                 (True, False, report.events))

    def test_doctored_records_as_the_cli_says(self):
        """a show's points, a card not held and a wrong winner are refused where crib
        check refuses them, with the value recorded and the value the rules give"""
        text = crib_record(self, "--seed", "3")
        record = json.loads(text)
        starter = record["deals"][0]["starter"]
        first = record["deals"][0]["play"][0]
        cases = [
            ("a show's points", re.sub(r'("crib":false,"cards":\[[^]]*\],"points":)([0-9]*)',
                                       r"\g<1>\g<2>9", text, count=1)),
            ("a card not held", text.replace(
                f'"play":[{{"player":{first["player"]},"card":"{first["card"]}"',
                f'"play":[{{"player":{first["player"]},"card":"{starter}"', 1)),
            ("a wrong winner", text.replace('"result":{"winner":0', '"result":{"winner":9')
             .replace('"result":{"winner":1', '"result":{"winner":0')),
        ]
        shown = next(s for s in record["deals"][0]["show"] if not s.get("crib"))
        for name, doctored in cases:
            with self.subTest(name):
                self.assertNotEqual(doctored, text)
                report = libcrib.check_record(doctored)
                rc, line = crib_check(self, doctored)
                self.assertEqual((rc, report.ok, report.code), (1, False, libcrib.EREFUSED))
                self.assertEqual(report.describe(), line)
                if name == "a show's points":
                    self.assertEqual((report.deal, report.kind, report.player, report.field,
                                      report.recorded, report.expected),
                                     (1, libcrib.EVENT_SHOW, shown["player"], "points",
                                      int(f"{shown['points']}9"), shown["points"]))
                elif name == "a card not held":
                    self.assertEqual((report.deal, report.kind, report.player,
                                      report.rules_code, report.recorded),
                                     (1, libcrib.EVENT_CARD, first["player"],
                                      libcrib.ENOTHELD, Card(starter)))
                else:
                    winner = record["result"]["winner"]
                    self.assertEqual((report.kind, report.recorded, report.expected),
                                     (libcrib.EVENT_END, 9 if winner == 0 else 0, winner))
                self.assertIn(starter if name == "a card not held" else str(report.recorded),
                              line)

    def test_no_record_and_misuse(self):
        """a text that is no record is reported, not raised; a text of another type is a
        TypeError, a decisions count out of range CribError ERANGE"""
        for text in ("not json at all", b"{\"record\":7}", "", "{\"record\":1}\0"):
            report = libcrib.check_record(text)
            self.assertEqual((report.code, report.ok), (libcrib.ERECORD, False))
            self.assertTrue(report.message and report.describe())
            deal, history, again = libcrib.replay_record(text)
            self.assertEqual(again, report)
            assert_code(self, libcrib.ERANGE, deal.status)
        for bad in (None, 3, ["{}"]):
            self.assertRaises(TypeError, libcrib.check_record, bad)
            self.assertRaises(TypeError, libcrib.replay_record, bad)
        self.assertRaises(TypeError, libcrib.replay_record, "{}", "3")
        assert_code(self, libcrib.ERANGE, libcrib.replay_record, "{}", -1)
        self.assertEqual(libcrib.check_record("{}").to_dict()["code"], libcrib.ERECORD)

    def test_replay_then_play_on(self):
        """replayed to each of its first decisions, a game of the simple bots played on by
        the simple bot makes the record's next decision (the deal as the replay one
        decision further leaves it); the history's views carry the discard"""
        for variant, seed in self.VARIANTS[:4]:
            text = crib_record(self, "--variant", variant, "--seed", seed, "--level", "easy")
            record = json.loads(text)
            played = 0
            for n in range(0, 40):
                deal, history, report = libcrib.replay_record(text, n)
                self.assertEqual((report.code, report.decisions), (libcrib.OK, n))
                stage = deal.status().stage
                if stage == libcrib.Stage.DISCARD:
                    player = next(p for p in range(report.players or 4)
                                  if not history.discard(p))
                    view = deal.view(player, history=history)
                    away = libcrib.bot_choose_discard(view, libcrib.BotLevel.EASY)
                    deal.discard(player, away)
                    dealt = record["deals"][deal.status().deal - 1]["hands"][player]
                    self.assertEqual(libcrib.format_hand(away),
                                     libcrib.format_hand(dealt["discard"]))
                elif stage == libcrib.Stage.PLAY:
                    player = deal.play().turn
                    assert player is not None
                    view = deal.view(player, history=history)
                    self.assertEqual(view.discard, tuple(history.discard(player)))
                    dealt = record["deals"][deal.status().deal - 1]["hands"][player]
                    self.assertEqual(len(view.discard), len(dealt["discard"]))
                    self.assertEqual(deal.view(player).discard, ())
                    card = libcrib.bot_choose_play(view, libcrib.BotLevel.EASY)
                    if card is None:
                        deal.play_go(player)
                    else:
                        deal.play_card(player, card)
                    played += 1
                else:
                    continue
                history.update(deal)
                if deal.stage == libcrib.Stage.CUT:
                    deal.cut()
                    history.update(deal)
                after, _, _ = libcrib.replay_record(text, n + 1)
                with self.subTest(variant=variant, decisions=n):
                    self.assertEqual(deal.status().hands, after.status().hands)
                    if after.status().stage == libcrib.Stage.PLAY:
                        self.assertEqual(deal.play().pile, after.play().pile)
            self.assertGreater(played, 10)

    def test_replay_whole_and_drive_on(self):
        """a record cut before its end replays whole to where it stops, and the deal is
        driven on from there to the game's end"""
        text = crib_record(self, "--seed", "3", "--target", "31")
        deal, history, report = libcrib.replay_record(text, 8)
        self.assertEqual((report.ok, report.decisions), (True, 8))
        while deal.stage != libcrib.Stage.OVER:
            stage = deal.stage
            if stage == libcrib.Stage.DEAL:
                deal.start()
            elif stage == libcrib.Stage.DISCARD:
                player = next(p for p in range(2) if not history.discard(p))
                deal.discard(player, libcrib.bot_choose_discard(deal.view(player,
                                                                          history=history)))
            elif stage == libcrib.Stage.CUT:
                deal.cut()
            elif stage == libcrib.Stage.PLAY:
                player = deal.play().turn
                assert player is not None
                card = libcrib.bot_choose_play(deal.view(player, history=history))
                deal.play_go(player) if card is None else deal.play_card(player, card)
            else:
                deal.show()
            history.update(deal)
        self.assertEqual(deal.game().result().winner in (0, 1), True)
        copy = history.copy()
        self.assertEqual(copy.deal, history.deal)

    def test_start_given(self):
        """start_given deals exactly the hands given, in any card form, the crib's card of
        the three-handed game too; the stock is the rest in id order"""
        deal = Deal(GameRules.default(), seed=1, first_dealer=0)
        self.assertEqual(deal.start_given(["5h 5d 5c Js 2c 9h",
                                           libcrib.mask_from_cards("Kc Kd 2d 3d 4d 6d")]), 0)
        status = deal.status()
        self.assertEqual((status.hands, status.crib, status.stage),
                         ((tuple(libcrib.parse_hand("2c 5c 5d 5h 9h Js")),
                           tuple(libcrib.parse_hand("2d 3d 4d 6d Kc Kd"))), (),
                          libcrib.Stage.DISCARD))
        stock = deal.stock()
        self.assertEqual(stock, sorted(stock))
        self.assertEqual(len(stock), 40)
        three = Deal(GameRules.default(libcrib.VARIANT_THREE), seed=1, first_dealer=2)
        queen = int(Card("Qs"))
        three.start_given([["As", "2s", "3s", "4s", "5s"], "6s 7s 8s 9s 10s",
                           [Card("Js"), queen, "Ks", "2h", "3h"]], ["Ah"])
        self.assertEqual((three.status().crib, three.status().hands[2]),
                         (tuple(libcrib.parse_hand("Ah")),
                          tuple(libcrib.parse_hand("2h 3h Js Qs Ks"))))
        fresh = Deal(GameRules.default(), seed=1, first_dealer=0)
        assert_code(self, libcrib.ECOUNT, fresh.start_given,
                    ["5h 5d 5c Js 2c", "Kc Kd 2d 3d 4d 6d"])
        assert_code(self, libcrib.EDUP, fresh.start_given,
                    ["5h 5d 5c Js 2c 9h", "5h Kd 2d 3d 4d 6d"])
        assert_code(self, libcrib.ECOUNT, fresh.start_given, ["5h"] * 5)
        self.assertRaises(TypeError, fresh.start_given, ["5h 5d 5c Js 2c 9h", None])
        self.assertEqual(fresh.status().stage, libcrib.Stage.DEAL)


# A program using the enums as a type checker should see them: every line must pass.
TYPED_CONSUMER = """\
import libcrib
from libcrib import ArenaEventKind, BotLevel, ItemKind, Option, Phase, Stage


def stage_of(deal: libcrib.Deal) -> Stage:
    return deal.status().stage


def kinds(score: libcrib.Score) -> list[ItemKind]:
    return [item.kind for item in score.items]


over: bool = stage_of(libcrib.Deal(libcrib.GameRules.default(), seed=3)) is Stage.OVER
phase: Phase = Phase.SHOW_HAND
value: int = Phase.SHOW_CRIB.value + libcrib.Level.TRIPLE_SKUNK
options: Option = Option.MUGGINS | Option.OVERPEG
strong: BotLevel = BotLevel.STRONG
done: ArenaEventKind = ArenaEventKind.DONE
levels: list[libcrib.Level] = list(libcrib.Level)
report: libcrib.RecordReport = libcrib.check_record(b"{}")
words: str = report.describe()
replayed: tuple[libcrib.Deal, libcrib.History, libcrib.RecordReport] = libcrib.replay_record(
    "{}", decisions=3)
given = libcrib.Deal(libcrib.GameRules.default(), seed=1, first_dealer=0)
dealer: int = given.start_given(["5h 5d 5c Js 2c 9h", 0xFC0], crib=None)
history = libcrib.History()
history.update(given)
seen: libcrib.View = given.view(0, history=history)
away: list[libcrib.Card] = history.discard(0)
"""

# Misuses that a type checker can refuse only when it sees the members, each on a line
# marked "# error".
TYPED_MISUSE = """\
from libcrib import Option, Phase, Stage

a = Phase.SHOW_HANDS  # error: no such member
b: Stage = Phase.PLAY  # error: a Phase is not a Stage
c: Phase = 3  # error: an int is not a Phase
d = Option.OVERCLAIM  # error: the bit became OVERPEG
"""


class Typing(unittest.TestCase):
    def test_enums_written_out(self):
        """the enums are the classes that tools/gen_layout.c writes in _enums.py
        (one for each prefix of ENUMS), not made at import time"""
        enums = libcrib._enums
        self.assertIn("Generated by tools/gen_layout.c", Path(enums.__file__).read_text())
        self.assertEqual(set(enums.ENUMS.values()),
                         {libcrib.Stage, libcrib.Reason, libcrib.Level, libcrib.Phase,
                          libcrib.Variant, libcrib.Ladder, libcrib.ItemKind, libcrib.Rectify,
                          libcrib.BotLevel, libcrib.ArenaEventKind, libcrib.Option})
        for prefix, enum in enums.ENUMS.items():
            with self.subTest(enum=enum.__name__):
                self.assertEqual(enum.__module__, "libcrib._enums")
                self.assertTrue(issubclass(enum, libcrib.Named) or enum is libcrib.Option)
                self.assertEqual({m.name for m in enum},
                                 {n[len(prefix):] for n in libcrib._layout.CONSTANTS
                                  if n.startswith(prefix) and n != "CRIB_BOT_LEVELS"})

    def mypy(self, folder, name, source):
        try:
            import mypy  # noqa: F401  (only whether it is there)
            command = [sys.executable, "-m", "mypy"]
        except ImportError:
            if not shutil.which("mypy"):
                self.skipTest("mypy is not installed")
            command = ["mypy"]
        (folder / name).write_text(source)
        env = dict(os.environ, MYPYPATH=str(HERE))
        return subprocess.run(command + ["--strict", "--cache-dir", str(folder / "cache"),
                                         "--no-error-summary", name],
                              cwd=folder, env=env, capture_output=True, text=True)

    def test_mypy_strict(self):
        """mypy --strict accepts the package and a program using the enums' members
        and refuses each misuse of them on its line (skipped without mypy)"""
        with tempfile.TemporaryDirectory() as folder:
            done = self.mypy(Path(folder), "consumer.py", TYPED_CONSUMER)
            self.assertEqual((done.returncode, done.stdout + done.stderr), (0, ""))
            done = self.mypy(Path(folder), "misuse.py", TYPED_MISUSE)
            refused = sorted({int(line.split(":")[1]) for line in done.stdout.splitlines()
                              if line.startswith("misuse.py:") and ": error:" in line})
            marked = [n for n, line in enumerate(TYPED_MISUSE.splitlines(), 1)
                      if "# error" in line]
            self.assertEqual(refused, marked, done.stdout + done.stderr)

    def test_documented_examples(self):
        """the Python examples of README.md, docs/python.md and bindings/python/README.md
        run, and mypy --strict accepts them (each file's blocks as one program, as a
        reader runs them one after the other; the type check skipped without mypy)"""
        for doc in ("README.md", "docs/python.md", "bindings/python/README.md"):
            source = documented_python(ROOT / doc)
            with self.subTest(doc=doc), tempfile.TemporaryDirectory() as folder:
                self.assertIn("import libcrib", source)
                env = dict(os.environ, PYTHONPATH=str(HERE), PYTHONDONTWRITEBYTECODE="1")
                ran = subprocess.run([sys.executable, "-W", "error", "-c", source], env=env,
                                     capture_output=True, text=True, cwd=folder)
                self.assertEqual(ran.returncode, 0, ran.stderr)
                done = self.mypy(Path(folder), "example.py", source)
                self.assertEqual((done.returncode, done.stdout + done.stderr), (0, ""))


def documented_python(path):
    """The ```python blocks of a Markdown file, one after the other."""
    blocks = re.findall(r"^```python\n(.*?)^```$", path.read_text(), re.M | re.S)
    return "".join(blocks)


def run_tap():
    """Runs every test, one TAP line each; subtests count within their test."""
    tests = list(iterate(unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__])))
    failed = 0
    for n, test in enumerate(tests, 1):
        result = unittest.TestResult()
        test.run(result)
        name = f"{type(test).__name__}: {test.shortDescription() or test._testMethodName}"
        problems = result.failures + result.errors
        if problems:
            failed += 1
            print(f"not ok {n} - {name}")
            for _, trace in problems:
                print("\n".join("#   " + line for line in trace.splitlines()))
        elif result.skipped:
            print(f"ok {n} - {name} # skip {result.skipped[0][1]}")
        else:
            print(f"ok {n} - {name}")
    print(f"1..{len(tests)}")
    print(f"{len(tests) - failed} passed, {failed} failed")
    return failed == 0


def iterate(suite):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            yield from iterate(t)
        else:
            yield t


if __name__ == "__main__":
    sys.exit(0 if run_tap() else 1)
