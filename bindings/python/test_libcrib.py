#!/usr/bin/env python3
"""Tests of the Python binding, standard library only. Prints TAP and, last, one line
"N passed, N failed"; exits non-zero on a failure. Reads the answer file shared with the C
tests (test/data/hands.csv) and the header, to check the constants mirrored from it."""

import csv
import json
import os
import re
import subprocess
import sys
import types
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import libcrib  # noqa: E402  (found through the path set just above)
from libcrib import Card, CribError  # noqa: E402


def header_defines():
    """Every integer #define CRIB_* of include/crib.h, by name."""
    text = (ROOT / "include" / "crib.h").read_text()
    found = re.findall(r"^#define CRIB_(\w+) \(?(-?\d+)u?\)?$", text, re.M)
    return {name: int(value) for name, value in found}


def hands_csv():
    with open(ROOT / "test" / "data" / "hands.csv", newline="") as f:
        return list(csv.DictReader(f))


# Each item kind and the Score field that sums its points.
SUMS = {"fifteen": "fifteens", "run": "runs", "pair": "pairs", "flush": "flush",
        "nobs": "nobs"}


class Constants(unittest.TestCase):
    def test_mirrored_constants(self):
        """every CRIB_E*, CRIB_ITEM_* and layout constant of crib.h is mirrored, equal"""
        defines = header_defines()
        wanted = [n for n in defines if re.match(r"E[A-Z0-9]+$|ITEM_|OK$", n)]
        wanted += ["CARDS", "CRIB", "POS_STARTER", "SCORE_MAX_ITEMS"]
        for name in wanted:
            with self.subTest(name=name):
                self.assertEqual(getattr(libcrib, name, None), defines[name])

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
                s = libcrib.score(row["hand"], row["starter"])
                self.assertEqual(s.total, int(row["hand_total"]))
                self.assertEqual(sum(i.points for i in s.items), s.total)
                for kind, field in SUMS.items():
                    self.assertEqual(sum(i.points for i in s.items if i.kind == kind),
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
                    out = subprocess.run(args + [row["hand"], row["starter"]], check=True,
                                         capture_output=True, text=True).stdout
                    self.assertEqual(as_json(libcrib.score(row["hand"], row["starter"],
                                                           crib=as_crib)), json.loads(out))

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
                         ("nobs", 1, (Card("Js"), Card("5s")), (0, "starter"),
                          1 << 43 | 1 << 19))
        self.assertEqual(s.hand, tuple(libcrib.parse_hand("Js 5h 5d 5c")))
        self.assertEqual(s.heels, 0)
        self.assertEqual(libcrib.score("5c 5d Qs Kh", "Jh").heels, 2)


def as_json(s):
    """A Score in the shape of `crib score --json`."""
    return {
        "hand": [str(c) for c in s.hand], "starter": str(s.starter), "crib": s.crib,
        "total": s.total, "fifteens": s.fifteens, "runs": s.runs, "pairs": s.pairs,
        "flush": s.flush, "nobs": s.nobs, "heels": s.heels,
        "items": [{"kind": i.kind, "points": i.points, "cards": [str(c) for c in i.cards],
                   "positions": list(i.positions)} for i in s.items],
        "announcement": s.announcement,
    }


class Errors(unittest.TestCase):
    def assertCode(self, code, fn, *args, **kwargs):
        with self.assertRaises(CribError) as e:
            fn(*args, **kwargs)
        self.assertEqual(e.exception.code, code)
        self.assertEqual(str(e.exception), libcrib.strerror(code))

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
        lib = libcrib._lib
        raw = libcrib._Score()
        self.assertEqual(lib.crib_card_parse(None, None), libcrib.ENULL)
        self.assertEqual(lib.crib_hand_score((libcrib.c_uint8 * 4)(0, 1, 2, 3), 4, 4, 2,
                                             raw), libcrib.EFLAGS)
        self.assertEqual(lib.crib_hand_parse(b"5h 5d", (libcrib.c_uint8 * 1)(), 1),
                         libcrib.ESPACE)
        raw.n_items = libcrib.SCORE_MAX_ITEMS + 1
        self.assertEqual(lib.crib_score_format(raw, None, 0), libcrib.ERANGE)
        self.assertCode(libcrib.ENULL, libcrib._check, libcrib.ENULL)

    def test_type_errors(self):
        """TypeError for what is neither a text nor an int"""
        for bad in (1.5, None, True, b"5h"):
            with self.subTest(value=bad):
                self.assertRaises(TypeError, Card, bad)
        self.assertRaises(TypeError, libcrib.parse_hand, None)
        self.assertRaises(TypeError, libcrib.mask_count, 1.0)


class Loading(unittest.TestCase):
    def import_with(self, env_path):
        env = dict(os.environ, LIBCRIB_PATH=env_path, PYTHONPATH=str(HERE))
        return subprocess.run([sys.executable, "-c", "import libcrib; print(libcrib.version())"],
                              env=env, capture_output=True, text=True)

    def test_libcrib_path(self):
        """LIBCRIB_PATH names the library file or its folder; a bad one is an ImportError"""
        lib_dir = Path(libcrib._library_path()).parent
        for path in (lib_dir, lib_dir / "libcrib.so.1"):
            with self.subTest(path=str(path)):
                done = self.import_with(str(path))
                self.assertEqual((done.returncode, done.stdout.strip()), (0, libcrib.version()))
        done = self.import_with(str(lib_dir / "no-such-library.so"))
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("ImportError: libcrib: cannot load", done.stderr)

    def test_layout_guard(self):
        """a crib_score or crib_item mirrored with the wrong size makes the import fail"""
        self.assertEqual(libcrib._lib.crib_score_size(), libcrib.ctypes.sizeof(libcrib._Score))
        self.assertEqual(libcrib._lib.crib_item_size(), libcrib.ctypes.sizeof(libcrib._Item))
        source = Path(libcrib.__file__).read_text()
        for old, new, what in (("SCORE_MAX_ITEMS = 32", "SCORE_MAX_ITEMS = 31", "crib_score"),
                               ('("reserved", c_uint8 * 4)', '("reserved", c_uint8 * 12)',
                                "crib_item")):
            drifted = source.replace(old, new, 1)
            self.assertNotEqual(drifted, source)
            module = types.ModuleType("libcrib_drifted")
            module.__file__ = libcrib.__file__
            with self.assertRaisesRegex(ImportError, what + " of .* do not match"):
                exec(compile(drifted, libcrib.__file__, "exec"), module.__dict__)


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
