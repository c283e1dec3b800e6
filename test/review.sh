#!/bin/sh
# SPDX-License-Identifier: MIT
# crib game --resume and crib review, on records crib game --json writes. Resume: a seeded
# record cut after K decisions (in the discard, the play, the show, at a deal boundary; a
# small cutter in Python) and resumed gives the uninterrupted game's record, byte for byte,
# for several variants and levels. Review: its JSON's fields, each player's totals the sum
# of the rows, no loss for a player whose choices are the expert bot's, the best discard the
# one crib advise puts first for that view (the dealer named by seat, the scores by side),
# in every variant. Both: crib check's exit codes for bad records.
crib=${1:-bin/crib}
. test/tap.sh
command -v python3 >/dev/null 2>&1 ||
    skip_all "no python3 to cut records and read the review's JSON"
# cut IN K OUT [WHERE]: the record IN cut after its first K decisions (the last deal's
# hands without "discard" from the first not made); WHERE, when given, is written the
# stage of the deal the cut falls in.
cat >"$tmp/cut.py" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
k = int(sys.argv[2])
r.pop("result", None)
n, deals, where = 0, [], "all"
for d in r["deals"]:
    hands = d["hands"]
    if n + len(hands) > k:
        for h in hands[k - n:]:
            h.pop("discard", None)
        for f in ("starter", "heels", "board", "play", "show", "rectified", "void"):
            d.pop(f, None)
        deals.append(d)
        where = "discard"
        break
    n += len(hands)
    play = d.get("play", [])
    if n + len(play) > k:
        d["play"] = play[: k - n]
        d.pop("show", None)
        deals.append(d)
        where = "play"
        break
    n += len(play)
    show = d.get("show", [])
    if n + len(show) > k:
        d["show"] = show[: k - n]
        deals.append(d)
        where = "show"
        break
    n += len(show)
    deals.append(d)
    if n == k:
        where = "boundary"
        break
r["deals"] = deals
open(sys.argv[3], "w").write(json.dumps(r, separators=(",", ":")) + "\n")
if len(sys.argv) > 4:
    open(sys.argv[4], "w").write(where)
PY

# ---- Resume ----
for game in "--seed 3 --level expert,easy" "--seed 11 --variant five-card --level strong" \
    "--seed 5 --variant three" "--seed 8 --variant four --level strong" \
    "--seed 6 --variant two-to-crib --target 61"; do
    # shellcheck disable=SC2086 # the game's options are words
    "$crib" game --json $game >"$tmp/g.json"
    seen=""
    for k in 1 3 4 9 14 15 16 17 18 19 20 21 23 24 25 30; do
        python3 "$tmp/cut.py" "$tmp/g.json" "$k" "$tmp/c.json" "$tmp/where"
        where=$(cat "$tmp/where")
        case " $seen all " in *" $where "*) continue ;; esac
        seen="$seen $where"
        "$crib" game --resume "$tmp/c.json" --json >"$tmp/r.json" 2>"$tmp/out"
        cmp "$tmp/r.json" "$tmp/g.json" >>"$tmp/out" 2>&1
        result $? "crib game $game cut after $k decisions ($where) and resumed: the same record"
    done
done
"$crib" game --seed 7 --level strong >"$tmp/t.txt"
"$crib" game --seed 7 --level strong --json >"$tmp/g.json"
python3 "$tmp/cut.py" "$tmp/g.json" 30 "$tmp/c.json"
"$crib" game --resume "$tmp/c.json" >"$tmp/r.txt" 2>"$tmp/out"
cmp "$tmp/r.txt" "$tmp/t.txt" >>"$tmp/out" 2>&1
result $? "resumed without --json: the same log"
exits 1 "a finished record: the game is over" "$crib" game --resume "$tmp/g.json"
sed 's/"seed":[0-9]*,"seed_hex":"[0-9a-f]*",//' "$tmp/c.json" >"$tmp/u.json"
exits 2 "a record without its seed" "$crib" game --resume "$tmp/u.json"
exits 2 "--resume with a rule of its own" "$crib" game --resume "$tmp/c.json" --target 61
printf 'not json\n' >"$tmp/x.json"
exits 2 "--resume of no record: crib check's exit" "$crib" game --resume "$tmp/x.json"
sed 's/"heels":0/"heels":2/' "$tmp/c.json" >"$tmp/d.json"
exits 1 "--resume of a record refused: crib check's exit" "$crib" game --resume "$tmp/d.json"
"$crib" check "$tmp/d.json" 2>"$tmp/want"
"$crib" game --resume "$tmp/d.json" 2>"$tmp/got"
cmp "$tmp/got" "$tmp/want" >"$tmp/out" 2>&1
result $? "--resume of a record refused: crib check's message"
"$crib" game --json --seed 4 --errors miss@1:0 --muggins >"$tmp/e.json"
python3 "$tmp/cut.py" "$tmp/e.json" 14 "$tmp/c.json"
exits 1 "a record crib game would not have played (a claim short)" \
    "$crib" game --resume "$tmp/c.json"

# The record's levels play on unless --level gives them; levels that cannot be read are
# refused in one line naming the field, exit 2.
"$crib" game --json --seed 3 --level expert,easy >"$tmp/g.json"
python3 "$tmp/cut.py" "$tmp/g.json" 20 "$tmp/c.json"
# levels NAME SED-EXPRESSION WANT: the cut record with its levels doctored is refused.
levels() {
    sed "$2" "$tmp/c.json" >"$tmp/l.json"
    "$crib" game --resume "$tmp/l.json" >"$tmp/out" 2>&1
    rc=$?
    [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/out")" -eq 1 ] &&
        grep -q "^crib: game: $tmp/l.json: its \"levels\" $3: give the bots' levels with --level$" \
            "$tmp/out"
    result $? "--resume of a record whose levels are $1: refused (exit $rc)"
}
levels "an unknown name" 's/"levels":\["expert"/"levels":["expurt"/' \
    'hold "expurt", which is not a level of crib game'
# Levels of the wrong type or count are no record: the library's reader says so.
nolevels() { # nolevels NAME SED-EXPRESSION MESSAGE
    sed "$2" "$tmp/c.json" >"$tmp/l.json"
    "$crib" game --resume "$tmp/l.json" >"$tmp/out" 2>&1
    rc=$?
    [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/out")" -eq 1 ] &&
        grep -q "^crib: $tmp/l.json: line 1 column [0-9]*: $3 (\"levels\")$" "$tmp/out"
    result $? "--resume of a record whose levels are $1: no record (exit $rc)"
}
nolevels "of the wrong type" 's/"levels":\["expert","easy"\]/"levels":"expert"/' \
    'a field of the wrong type'
nolevels "a number" 's/"levels":\["expert"/"levels":[7/' 'expected a string'
nolevels "too few" 's/"levels":\["expert","easy"\]/"levels":["expert"]/' \
    'expected one for each player'
nolevels "too many" 's/"levels":\["expert","easy"\]/"levels":["expert","easy","easy"]/' \
    'expected one for each player'
sed 's/"levels":\["expert"/"levels":["expurt"/' "$tmp/c.json" >"$tmp/l.json"
"$crib" game --resume "$tmp/l.json" --level expert,easy --json >"$tmp/r.json" 2>"$tmp/out"
cmp "$tmp/r.json" "$tmp/g.json" >>"$tmp/out" 2>&1
result $? "--level stands in for levels that cannot be read: the same record"
sed 's/"levels":\["expert","easy"\],//' "$tmp/c.json" >"$tmp/l.json"
"$crib" game --resume "$tmp/l.json" --json >"$tmp/r.json" 2>"$tmp/out" &&
    ! grep -q '"first_dealer":[0-9],"levels":' "$tmp/r.json"
result $? "a record without levels plays on with easy bots (and names none)"
"$crib" game --json --seed 5 --variant three --level strong,easy,expert >"$tmp/g3.json"
python3 "$tmp/cut.py" "$tmp/g3.json" 20 "$tmp/c3.json"
"$crib" game --resume "$tmp/c3.json" --level strong,easy,expert --json >"$tmp/r.json" \
    2>"$tmp/out"
cmp "$tmp/r.json" "$tmp/g3.json" >>"$tmp/out" 2>&1
result $? "--level with a level for each of a three-handed record's players"
exits 2 "--level with two levels for a three-handed record" \
    "$crib" game --resume "$tmp/c3.json" --level strong,easy
grep -q "^crib: game: --level names 2 levels for the 3 players of $tmp/c3.json$" "$tmp/out"
result $? "... says so"

# The deals to come are cut as the record's were; --pack-cut may not say otherwise.
"$crib" game --json --seed 3 --pack-cut 10 >"$tmp/p.json"
python3 "$tmp/cut.py" "$tmp/p.json" 20 "$tmp/c.json"
"$crib" game --resume "$tmp/c.json" --json >"$tmp/r.json" 2>"$tmp/out"
cmp "$tmp/r.json" "$tmp/p.json" >>"$tmp/out" 2>&1
result $? "a record dealt with the pack cut, resumed without --pack-cut: the same record"
exits 2 "--pack-cut other than the record's" "$crib" game --resume "$tmp/c.json" --pack-cut 12
grep -q '^crib: game: .*: its deals were dealt with the pack cut 10 cards down ("pack_cut"), not 12 as --pack-cut asks$' \
    "$tmp/out"
result $? "... says so in one line"
python3 "$tmp/cut.py" "$tmp/g.json" 20 "$tmp/c.json"
exits 2 "--pack-cut for a record dealt without" "$crib" game --resume "$tmp/c.json" --pack-cut 10
grep -q '^crib: game: .*: its deals were dealt without a pack cut (no "pack_cut"), not cut 10 cards down as --pack-cut asks$' \
    "$tmp/out"
result $? "... says so in one line"

# A match is no record.
"$crib" game --json --match 2 --seed 3 >"$tmp/m.json"
exits 2 "--resume of a match" "$crib" game --resume "$tmp/m.json"
grep -q ': a match, not a game record: each of its "games" is one$' "$tmp/out"
result $? "... named a match"
exits 2 "crib review of a match" "$crib" review "$tmp/m.json"
grep -q ': a match, not a game record: each of its "games" is one$' "$tmp/out"
result $? "... named a match"

# ---- Review ----
cat >"$tmp/review.py" <<'PY'
import json, subprocess, sys
crib, record, review = sys.argv[1], json.load(open(sys.argv[2])), json.load(open(sys.argv[3]))
expert = int(sys.argv[4]) if len(sys.argv) > 4 else -1
rows = review["decisions"]
players = record["players"]
want = {"deal", "player", "kind", "chose", "best", "loss", "win_loss"}
for r in rows:
    assert want <= set(r), r
    assert r["kind"] in ("discard", "play"), r
loss = [0.0] * players
win = [0.0] * players
for r in rows:
    if r["loss"] is not None:
        loss[r["player"]] += r["loss"]
    if r["win_loss"] is not None:
        win[r["player"]] += r["win_loss"]
for p in range(players):
    assert abs(loss[p] - review["total_loss"][p]) < 1e-3 * (1 + len(rows)), (p, loss)
    assert abs(win[p] - review["total_win_loss"][p]) < 1e-3 * (1 + len(rows)), (p, win)
decisions = sum(len(d["hands"]) + len(d.get("play", [])) for d in record["deals"])
assert len(rows) == decisions, (len(rows), decisions)
if expert >= 0:
    for r in rows:
        if r["player"] == expert:
            assert r["chose"] == r["best"] and r["loss"] == 0, r
    assert review["total_loss"][expert] == 0
# Each discard's best is crib advise's first line for the view: the board before the deal,
# each side's score from the player's, and the dealer by seat from the player's left.
sides = 2 if players == 4 else players
scores = [0] * sides
checked = 0
for d in record["deals"]:
    for p, h in enumerate(d["hands"]):
        row = next(r for r in rows if r["deal"] == d["deal"] and r["player"] == p
                   and r["kind"] == "discard")
        seat = (d["dealer"] - p) % players
        if seat == 0:
            side = "--dealer"
        elif players == 2:
            side = "--pone"
        else:
            side = "--dealer-" + ("left" if seat == 1 else "right" if seat == players - 1
                                  else "across")
        own = [scores[(p + k) % sides] for k in range(sides)]
        out = subprocess.run([crib, "advise", side, "--variant", record["variant"],
                              "--target", str(record["target"]),
                              "--scores", ",".join(map(str, own)), "--json"] + h["dealt"],
                             check=True, capture_output=True, text=True).stdout
        assert json.loads(out)["entries"][0]["cards"] == row["best"], (row, out)
        checked += 1
    boards = [e["board"] for e in d.get("play", []) + d.get("show", []) if "board" in e]
    if "board" in d:
        boards.insert(0, d["board"])
    if boards:
        scores = [b["front"] for b in boards[-1]]
assert checked > 0
print("%d rows, %d discards as crib advise's first line" % (len(rows), checked))
PY
for game in "--seed 3 --level expert,easy:0" "--seed 9 --level strong,expert:1" \
    "--seed 12 --variant five-card --target 61 --level easy,expert:1" \
    "--seed 6 --variant two-to-crib --level expert,strong:0" \
    "--seed 5 --variant three --level easy,expert,strong:1" \
    "--seed 7 --variant four --level strong,easy,easy,expert:3"; do
    args=${game%:*}
    # shellcheck disable=SC2086 # the game's options are words
    "$crib" game --json $args >"$tmp/g.json"
    "$crib" review --json "$tmp/g.json" >"$tmp/r.json" 2>"$tmp/out"
    python3 "$tmp/review.py" "$crib" "$tmp/g.json" "$tmp/r.json" "${game##*:}" >>"$tmp/out" 2>&1
    result $? "crib review --json of crib game $args: the fields, totals, the expert's loss 0, crib advise's best"
done
"$crib" game --json --seed 2 --variant four --level strong >"$tmp/g.json"
"$crib" review --json "$tmp/g.json" >"$tmp/r.json" 2>"$tmp/out"
python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
assert len(r["total_loss"]) == 4 and r["decisions"]
' "$tmp/r.json" >>"$tmp/out" 2>&1
result $? "crib review --json of a four-handed game: a row for every decision"
"$crib" review "$tmp/g.json" >"$tmp/out" 2>&1 && grep -q '^player 3: ' "$tmp/out"
result $? "crib review's table: each player's totals"
"$crib" review - <"$tmp/g.json" >"$tmp/out" 2>&1
result $? "crib review - reads standard input"
exits 2 "crib review of no record" "$crib" review "$tmp/x.json"
exits 1 "crib review of a record refused" "$crib" review "$tmp/d.json"
exits 2 "crib review of a file that cannot be opened" "$crib" review "$tmp/missing.json"
exits 2 "crib review without a file" "$crib" review
tap_end
