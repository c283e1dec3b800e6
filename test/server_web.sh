#!/bin/sh
# SPDX-License-Identifier: MIT
# The web page's online game (examples/web, its Play a friend tab) against a real server:
# starts python3 -m libcrib.server from the source tree (in a venv of Debian's python3
# with its aiohttp, --test so that a table may have a fixed seed, on a free port of
# 127.0.0.1), checks that it serves the page (/ leads to /examples/web/), creates a table of
# two people's seats with seed 16, and opens both seats' links at once in headless Chromium
# (test/web/friend.mjs), one at a desktop's size and one at a phone's, beside a spectator's
# page of the same table and a page that creates a three-handed table through the tab's
# form. Each seat's self-test (friendtest.mjs) plays the whole game by taps as a person
# would, the first's connection dropped in the second deal and opened again by the page
# itself. Then: both pages show the game over with the same winner; the record of GET
# /api/tables/ID/record passes `crib check` and its seed and salt make the table's
# commitment; each page's own fairness check says fair; a page saw the other seat
# connected and thinking; the dropped page came back to the same game; on the phone nothing
# is wider than the screen and no tap is on less than 44 px. The spectator's page, whose
# kept commitment is forged part way, must say so and find the game unfair; a seat's link
# opened after the end shows it from the record; a link with no seat's token, the server's
# refusal. About 20 s. Prints TAP and a closing "N passed, N failed"; skips loudly without
# node, clang, wasm-ld, chromium or Debian's python3 with aiohttp.
# WEB_SCREENSHOTS=DIR saves a screenshot of each page into DIR, and its self-test's lines.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
missing=""
web_tools
/usr/bin/python3 -c 'import aiohttp' >/dev/null 2>&1 || missing="$missing aiohttp (for /usr/bin/python3)"
[ -z "$missing" ] ||
    skip_all "not found:$missing; the online web page is not tested (Debian: apt-get install nodejs clang lld chromium python3-aiohttp)"
/usr/bin/python3 -m venv --system-site-packages --without-pip "$tmp/venv" >"$tmp/out" 2>&1 ||
    skip_all "/usr/bin/python3 -m venv does not work ($(tail -n 1 "$tmp/out")); the online web page is not tested"
py=$tmp/venv/bin/python
export PYTHONPATH="$root/bindings/python" PYTHONDONTWRITEBYTECODE=1

tap_lines=30
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
log="$tmp/out"

if ${MAKE:-make} -s -C "$root" lib/libcrib.so.1 bin/crib wasm >"$log" 2>&1; then
    result 0 "make builds lib/libcrib.so.1, bin/crib and build/wasm/libcrib.wasm"
else
    result 1 "make builds lib/libcrib.so.1, bin/crib and build/wasm/libcrib.wasm"
    tap_end
    exit
fi

# The server as a user starts it from the source tree (which it serves the page from), on a
# free port; --test takes the table's seed.
"$py" -m libcrib.server --db "$tmp/games.sqlite" --port 0 --test --quiet >"$tmp/server.out" 2>"$tmp/server.log" &
server=$!
i=0
while ! grep -qs 'Running on http://127.0.0.1:[0-9]' "$tmp/server.out" && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
done
base=$(sed -n 's/.*Running on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$tmp/server.out" | head -n 1)
cp "$tmp/server.log" "$log"
[ -n "$base" ]
result $? "python3 -m libcrib.server --port 0 says the port it listens on"
[ -n "$base" ] || { tap_end; exit; }

# / leads to the page, which loads the binding and the wasm from the same server.
"$py" - "$base" >"$log" 2>&1 <<'EOF'
import sys, urllib.request
base = sys.argv[1]
page = urllib.request.urlopen(base + "/")
assert page.url == base + "/examples/web/", page.url
assert b'id="tab-friend"' in page.read(), "no Play a friend tab"
for path in ("/examples/web/friend.mjs", "/bindings/js/libcrib.mjs", "/build/wasm/libcrib.wasm"):
    assert urllib.request.urlopen(base + path).status == 200, path
EOF
result $? "the server serves the page: / leads to /examples/web/, with the binding and the wasm"

# A table of two people with seed 16: its id, commitment and the two seats' links.
"$py" - "$base" >"$tmp/table" 2>"$log" <<'EOF'
import json, sys, urllib.request
body = {"variant": "six-card", "target": 121, "seats": ["human", "human"], "seed": 16}
req = urllib.request.Request(sys.argv[1] + "/api/tables", data=json.dumps(body).encode(),
                             headers={"content-type": "application/json"})
table = json.load(urllib.request.urlopen(req))
print(table["id"], table["commitment"], table["watch"], *(s["url"] for s in table["seats"]))
EOF
read -r id commitment watch url_a url_b <"$tmp/table"
[ -n "$url_b" ]
result $? "POST /api/tables makes a table of two people's seats, each with its link"
[ -n "$url_b" ] || { tap_end; exit; }

# Both seats at once, the first on a desktop (its connection dropped in the second deal), the
# second on a phone; a spectator of their table; and a page that makes a three-handed table
# through the form. The spectator's page forges the commitment it keeps part way, to see it
# say so and find the game unfair.
opts=""
[ -n "$WEB_SCREENSHOTS" ] && mkdir -p "$WEB_SCREENSHOTS" && opts="--shots $WEB_SCREENSHOTS/friend"
# The self-tests' limits are far above the 5 to 20 s a game takes, for a machine under load.
node "$root/test/web/friend.mjs" "$chromium" $opts --seconds 90 \
    "$url_a&test=1&drop=1&seconds=80" "$tmp/a.dom" desktop \
    "$url_b&test=1&touch=1&seconds=80" "$tmp/b.dom" phone \
    "$base/examples/web/#friend&test=create&variant=three&seats=you,friend,easy&seed=5&touch=1" "$tmp/c.dom" phone \
    "$watch&test=1&tamper=1&seconds=80" "$tmp/d.dom" desktop \
    >"$log" 2>&1 || echo "# a self-test did not finish: $(cat "$log")"
for page in a b c d; do
    awk '/<pre id="selftest"/, /<\/pre>/' "$tmp/$page.dom" >"$tmp/$page" 2>/dev/null
    [ -n "$WEB_SCREENSHOTS" ] && cp "$tmp/$page" "$WEB_SCREENSHOTS/friend-$page.txt"
done
# has PAGE PATTERN: the page's self-test has a line matching the pattern; the failure's log
# is the self-test.
has() {
    cp "$tmp/$1" "$log" 2>/dev/null
    grep -q "$2" "$tmp/$1" 2>/dev/null
}
# value PAGE PREFIX: what follows PREFIX on the self-test's line that starts with it.
value() {
    sed -n "s/^$2//p" "$tmp/$1" 2>/dev/null | head -n 1
}

has a '^the end' && has b '^the end' && has a "^seat: A of table $id, 2 players$" && has b "^seat: B of table $id, 2 players$"
result $? "headless $chromium opens both seats' links at once and each self-test runs to its end"
has a '^game: over after [0-9]* deals, [0-9]* turns and [0-9]* taps; winner \(you\|other\) side [01]$' &&
    has b '^game: over after [0-9]* deals, [0-9]* turns and [0-9]* taps; winner \(you\|other\) side [01]$'
result $? "both pages play the whole game by taps to its end"
side_a=$(value a 'game: over.* side ')
side_b=$(value b 'game: over.* side ')
{ has a 'winner you side' && has b 'winner other side'; } || { has a 'winner other side' && has b 'winner you side'; }
won_one=$?
[ -n "$side_a" ] && [ "$side_a" = "$side_b" ] && [ $won_one -eq 0 ] &&
    has a '^result: .* wins\?, 1[2-9][0-9] to [0-9]*' && has b '^result: .* wins\?, 1[2-9][0-9] to [0-9]*'
result $? "both pages show the same winner (side $side_a), one page's seat winning, past 120"
has d "^seat: spectator of table $id, 2 players$" && [ "$(value d 'game: over.* winner other side ')" = "$side_a" ] &&
    has d "^result: Player [AB] wins, 1[2-9][0-9] to "
result $? "a spectator's page, from the table's watch link, follows the game to the same end"
zeros=0000000000000000000000000000000000000000000000000000000000000000
has d "^tampered: The server now gives the commitment $commitment, not the $zeros it gave this page first: " &&
    has d "^fairness: not fair: the SHA-256 of the seed and salt is $commitment, but the commitment this page got before the game was $zeros | data-fair false$"
result $? "with the commitment it kept forged, a page says the server's differs, and at the end that the game is not fair"

"$py" - "$base" "$id" >"$tmp/record.json" 2>"$log" <<'EOF'
import sys, urllib.request
print(urllib.request.urlopen(f"{sys.argv[1]}/api/tables/{sys.argv[2]}/record").read().decode())
EOF
"$root/bin/crib" check "$tmp/record.json" >"$log" 2>&1
result $? "the record of GET /api/tables/ID/record passes crib check: $(cat "$log")"
"$py" - "$tmp/record.json" "$commitment" "$side_a" >"$log" 2>&1 <<'EOF'
import hashlib, json, sys
record = json.load(open(sys.argv[1]))
salt = record["fairness"]["salt"]
assert record["seed_hex"] == "%016x" % 16, record["seed_hex"]
assert hashlib.sha256(f"{record['seed_hex']}:{salt}".encode()).hexdigest() == sys.argv[2]
assert record["fairness"]["commitment"] == sys.argv[2]
assert str(record["result"]["winner"]) == sys.argv[3], (record["result"], sys.argv[3])
EOF
result $? "the record's seed is 16, its seed and salt make the commitment POST gave, its winner the pages'"
has a '^fairness: fair: the deal was committed to before the game | data-fair true$' &&
    has b '^fairness: fair: the deal was committed to before the game | data-fair true$' &&
    has a '^checked: The record checks: ' && has b '^checked: The record checks: '
result $? "each page checks the record itself: the SHA-256 of its seed and salt is the commitment it got, every card replayed"
has a "^record offered: crib-$id.json, [0-9]* bytes, seed 0000000000000010$" &&
    has b "^record offered: crib-$id.json, [0-9]* bytes, seed 0000000000000010$"
result $? "each page offers the record for download"
{ has a '^other seats: B .*connected.*thinking' || has b '^other seats: A .*connected.*thinking'; } &&
    has b '^other seats: A .*away'
result $? "a page shows the other seat connected and thinking, and the phone's the dropped seat away"
has a '^drop: 1 reconnected; the same: yes$'
result $? "the page whose connection dropped connects again by itself, to the very same game"
has a '^refused: none$' && has b '^refused: none$'
result $? "no answer of either page is refused"
has b '^wide: never$' && has b '^small taps: none$' && has b '^covered taps: none$' &&
    has b '^your turns: [1-9][0-9]*; off the screen: never$' && has a '^wide: never$'
result $? "on a phone the whole game is played by taps of 44 px or more, nothing wider than the screen, your cards on the screen at your turns"
# A seat's link opened again once the game is over: the end, the record and its check; and
# a link whose token is no seat's.
node "$root/test/web/friend.mjs" "$chromium" --seconds 30 "$url_b&test=1" "$tmp/e.dom" phone \
    "$base/examples/web/#play=no-such-token&test=1" "$tmp/f.dom" desktop >"$log" 2>&1 ||
    echo "# a self-test after the game did not finish: $(cat "$log")"
for page in e f; do
    awk '/<pre id="selftest"/, /<\/pre>/' "$tmp/$page.dom" >"$tmp/$page" 2>/dev/null
done
has e "^game: over after 0 deals, 0 turns and 0 taps; winner other side $side_a$" &&
    has e '^fairness: the seed and salt match the commitment (this page first saw the game after its end: .* | data-fair true$' &&
    has e "^record offered: crib-$id.json, "
result $? "a seat's link opened after the game shows its end and the record, checked, saying it saw the commitment late"
has f '^stopped: The server closed the connection: no seat has this token\.$' && grep -q 'id="friend-reconnect">' "$tmp/f.dom"
result $? "a link with a token of no seat: the page says the server's refusal and offers to connect again"
has c '^links: 3; Seat A (yours: this page plays it) /examples/web/#play=TOKEN; Seat B /examples/web/#play=TOKEN; To watch /examples/web/#watch=' &&
    has c '^copy: Copied$'
result $? "the form makes a three-handed table: a link for each person's seat and for watching, with a Copy button"
has c '^connected: open; seat A of 3 players; phase discard; hand 5 cards; address #play=TOKEN$' &&
    has c '^others: Friend B away (away; the table waits); Bot C bot (easy bot)$' &&
    has c '^wide: never$' && has c '^small taps: none$'
result $? "the page that made it takes its own seat: five cards to lay away, the friend away, the easy bot in its seat"
tap_end
exit
