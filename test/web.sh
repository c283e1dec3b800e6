#!/bin/sh
# SPDX-License-Identifier: MIT
# The web page examples/web/: builds the wasm (`make wasm`), serves the source tree on
# 127.0.0.1 (test/npm/serve.mjs, a free port) and opens examples/web/index.html?test=1 in
# headless Chromium (test/web/drive.mjs) at a desktop's size (1280x800) and a phone's
# (390x844, touch), where the page's own script (selftest.mjs) taps through it as a person
# would: it picks 5h 5d 5c Js and the 5s, types a wrong hand and then a right one, clears
# them, averages 2h 5h 9h Kh as a hand and as a crib, asks the advice for a dealer's 5h 5d
# 5c Js 2c 9h, and plays seeded games to their end, of every variant and to 61, counting its
# own hands right, short and over, and one that is reloaded part way and played on from what
# the page kept; and, served statically, the Play a friend tab says that the online game
# needs the libcrib server (test/server_web.sh plays it through the server).
# One game on the phone, against the expert bot, takes back decisions with Undo (the second
# deal's discard, every third card), asks for hints (crib.advise()'s every choice, its first
# the one the page marks as the expert bot's) and at its end for the review, a row a
# decision; the reloaded game takes back its last decision before it plays on. The three-
# and four-handed games ask for hints in the discard and the play and for the review too.
# The page's DOM must then show the 29 and its announcement, in view on the phone once the
# fifth card is tapped or the hand typed, the typed hand's mistake gone once it is put
# right, the Type box empty after Clear, the crib's own average, the best keep, the
# library's refusals of a card past 31 and of a go while a card fits, the bots' cards coming
# onto the pile with a transition, each game over with a winner, each count judged right,
# missed or over, the reloaded game as it was, and after Undo as it was before the decision
# taken back, the review grading each decision; and on the phone nothing wider than the
# screen, nothing tapped smaller than 44 px, your cards and Go on the screen at each of your
# turns, and a board whose pegs can be seen. Prints TAP and a closing "N passed, N failed";
# skips loudly without node, clang, wasm-ld or chromium. WEB_SCREENSHOTS=DIR saves a
# screenshot of each page (the whole page, and what the screen shows) into DIR.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
missing=""
web_tools
[ -z "$missing" ] ||
    skip_all "not found:$missing; the web page is not tested (Debian: apt-get install nodejs clang lld chromium)"

tap_lines=30
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
log="$tmp/out"

if ${MAKE:-make} -s -C "$root" wasm >"$log" 2>&1; then
    result 0 "make wasm builds build/wasm/libcrib.wasm"
else
    result 1 "make wasm builds build/wasm/libcrib.wasm"
    tap_end
    exit
fi

# The page needs nothing from outside the tree: no URL but the SVG namespace.
if grep -n '://' "$root"/examples/web/*.html "$root"/examples/web/*.mjs "$root"/examples/web/*.css |
    grep -v 'http://www.w3.org/2000/svg' >"$log"; then
    result 1 "examples/web refers to nothing outside the source tree"
else
    result 0 "examples/web refers to nothing outside the source tree"
fi

node "$root/test/npm/serve.mjs" "$root" 600 >"$tmp/port" 2>"$tmp/server.log" &
server=$!
i=0
while [ ! -s "$tmp/port" ] && [ $i -lt 50 ]; do
    sleep 0.1
    i=$((i + 1))
done
base="http://127.0.0.1:$(cat "$tmp/port")/examples/web/index.html"

# Opens pages one after another in one browser (so that a page sees what the one before it
# kept), each with its parameters, at a size (desktop or phone), and waits for each one's
# self-test (test/web/drive.mjs): the DOMs into $tmp/NAME-1.dom..., the self-tests' lines
# into $tmp/NAME-1..., screenshots with WEB_SCREENSHOTS set.
pages() { # pages NAME desktop|phone QUERY...
    name=$1
    size=$2
    shift 2
    if [ "$size" = phone ]; then opts="--size 390x844 --mobile"; else opts="--size 1280x800"; fi
    [ -n "$WEB_SCREENSHOTS" ] && mkdir -p "$WEB_SCREENSHOTS" && opts="$opts --shots $WEB_SCREENSHOTS/$name"
    i=0
    set -- $(for query in "$@"; do i=$((i + 1)); echo "$base?$query $tmp/$name-$i.dom"; done)
    node "$root/test/web/drive.mjs" "$chromium" $opts "$@" >"$log" 2>&1 ||
        echo "# a self-test did not finish: $(cat "$log")"
    i=1
    while [ -f "$tmp/$name-$i.dom" ]; do
        awk '/<pre id="selftest"/, /<\/pre>/' "$tmp/$name-$i.dom" >"$tmp/$name-$i"
        i=$((i + 1))
    done
}
# has PAGE PATTERN: the page's DOM has a line matching the pattern. The failure's log is the
# page's self-test.
has() {
    cp "$tmp/$1" "$log" 2>/dev/null
    grep -q "$2" "$tmp/$1.dom" 2>/dev/null
}
# at_least PAGE PATTERN N: the number the sed pattern picks out of the page's DOM is >= N.
at_least() {
    cp "$tmp/$1" "$log" 2>/dev/null
    got=$(sed -n "s/$2/\1/p" "$tmp/$1.dom" 2>/dev/null | head -n 1)
    [ -n "$got" ] && [ "$got" -ge "$3" ]
}
# The phone's promises: nothing wider than the screen, no tap on less than 44 px, nothing
# tapped under something else, your cards and Go on the screen whenever it was your turn.
on_phone() {
    has "$1" '^wide: never$' && has "$1" '^small taps: none$' && has "$1" '^covered taps: none$' &&
        has "$1" '^your turns: [1-9][0-9]*; off the screen: never$'
}
over() { # over PAGE: the game was played to its end, with a winner
    has "$1" '^game: over after [0-9]* deals and [0-9]* clicks; winner \(you\|bot\);' &&
        has "$1" '<div id="result" role="status" data-winner="\(you\|bot\)">'
}

pages desktop desktop "test=1&seed=16&ladder=skunk&level=strong" "test=1&parts=game&seed=2024&ladder=none&level=easy"
has desktop-1 '<body data-ready="true">' && has desktop-1 '<pre id="selftest"'
result $? "headless $chromium loads the page, libcrib.wasm and the self-test"
has desktop-1 '^count: 29 | “Fifteen 2, fifteen 4, .*, a double pair royal is 28 and one for his nob is 29\.”$'
result $? "5h 5d 5c Js with the 5s, clicked, counts 29, announced as the library writes it"
has desktop-1 '^count items: \(fifteen, \)\{8\}\(a pair, \)\{6\}his nob$'
result $? "the count lists its items: eight fifteens, six pairs, his nob"
has desktop-1 "^typed wrong: 'Qx' is not a card (a rank A 2-10 T J Q K and a suit c d h s)\\. | invalid true\$" &&
    has desktop-1 '^typed right: no error | invalid null | counts 14 with 4h 5h 6h 6d Qh$'
result $? "the Type box: 4h 5h 6h 6d Qx is refused, naming Qx as the crib program does, and once put right it counts, the mistake gone"
has desktop-1 '^cleared: 0 cards | text "" | error "" | invalid null$'
result $? "Clear empties the slots, the Type box and its mistake"
has desktop-1 '^hand average: 8 | Before the cut, these four average 8\.27 over the 48 starters they leave (6 to 10), counted as a hand\.$' &&
    has desktop-1 '^crib average: 4 | Before the cut, these four average 5\.02 over the 48 starters they leave (2 to 9), counted as a crib\.$'
result $? "2h 5h 9h Kh average 8.27 as a hand and 5.02 as a crib, whose flush needs the starter"
has desktop-1 '^advice: 15 keeps; best keep 5c 5d 5h Js value 20\.79$'
result $? "the advice for a dealer's 5h 5d 5c Js 2c 9h: 15 keeps, keep 5c 5d 5h Js first, worth 20.79"
has desktop-1 '^refused: Refused: the count would pass 31\.$' &&
    has desktop-1 '^refused: Refused: go said by a player who can play a card\.$'
result $? "a card past 31 and a go while a card fits are refused with the library's messages"
over desktop-1 && has desktop-1 '^result: \(You win\|The bot wins\), 1[2-9][0-9] to [0-9]*, pegging out'
result $? "seed 16: the game is played to its end by clicking, and a winner past 120 is shown"
has desktop-1 '^bot: strong, of 3 levels; six-card to 121$' && has desktop-1 'Seed 16, six-card to 121, the strong bot\.'
result $? "the game tab offers the bot's three levels, and the strong bot played seed 16"
at_least desktop-1 '^bot cards: \([0-9]*\), \1 with the transition$' 10
result $? "each card the bot plays comes onto the pile with a transition"
has desktop-1 '^wide: never$' && has desktop-1 '^covered taps: none$'
result $? "at 1280x800 no table overflows its box and nothing is wider than the window"
over desktop-2 && has desktop-2 '^bot: easy, of 3 levels'
result $? "seed 2024 with no ladder, against the easy bot: played to its end too"
has desktop-1 '^friend: The online game needs the libcrib server, .* python3 -m libcrib\.server .* | form hidden$'
result $? "served statically, the Play a friend tab says the online game needs the libcrib server, naming the command"

pages phone phone "test=1&touch=1&seed=16&ladder=skunk&level=expert&undo=1&hint=1&review=1" \
    "test=1&touch=1&parts=game&seed=5&claim=1&muggins=1" \
    "test=1&touch=1&parts=game&seed=16&claim=1&ladder=lurch&clicks=30" "test=resume&touch=1&undo=1"
has phone-1 '^count: 29 | ' && has phone-1 '^advice: 15 keeps; best keep 5c 5d 5h Js value 20\.79$' &&
    has phone-1 '^typed right: no error' && has phone-1 '^crib average: 4 | .* 5\.02 '
result $? "on a phone (390x844) the count, the Type box, the averages and the advice work by taps"
has phone-1 '^count in view: yes$' && has phone-1 '^typed count in view: yes$' &&
    has desktop-1 '^count in view: yes$' && has desktop-1 '^typed count in view: yes$' &&
    has phone-1 '^cleared: 0 cards | text "" | error "" | invalid null$'
result $? "on a phone the count's total, below the 52 cards, is scrolled into view once the fifth card is tapped or the hand typed; Clear empties the Type box"
on_phone phone-1 && over phone-1
result $? "on a phone a whole game is played by taps of 44 px or more, nothing wider than the screen, your cards and Go on the screen at each turn"
has phone-1 '^bot: expert, of 3 levels; six-card to 121$' && has phone-1 'Seed 16, six-card to 121, the expert bot\.'
result $? "the expert bot, chosen among the levels, plays a whole game"
has phone-1 '^undo at the start: disabled$' && has phone-1 '^undo at the end: disabled$' &&
    at_least phone-1 '^undo: \([0-9]*\) taken back, \1 as before$' 10
result $? "Undo, tapped on a phone, takes back a discard and cards: hand, count, pile, board and log as before each; disabled before the first decision and at the end"
at_least phone-1 "^hints: \([0-9]*\); first the expert's pick \1; every choice listed \1$" 10
result $? "Hint in the discard and the play lists every choice, its first the expert bot's choice"
at_least phone-1 '^review: \([0-9]*\) rows for \1 decisions; Total: \1 decisions, .*' 20
result $? "at the game's end the review grades each of your decisions, a row each, with a total"
at_least phone-1 '^board: [0-9]*x\([0-9]*\) px, pegs .*' 100 && at_least phone-1 '^board: .*, pegs \([0-9]*\)\.[0-9] px$' 7
result $? "on a phone the board is at least 100 px high, in rows of 30 holes, with pegs of 7 px or more"
has phone-2 '^claims: [0-9]*; right [1-9][0-9]*, missed [1-9][0-9]*, over [1-9][0-9]*, wrong 0; [1-9][0-9]* pegged by muggins$' &&
    over phone-2 && on_phone phone-2
result $? "counting your own hands: right, missed and over each said so, the missed points pegged by muggins"
state=$(sed -n 's/^state: //p' "$tmp/phone-3.dom")
[ -n "$state" ] && has phone-4 "^resumed state: $(echo "$state" | sed 's/[][\.*^$]/\\&/g')$" && over phone-4
result $? "a game reloaded part way is the same game, its count claims too, and plays on to its end"
state=$(sed -n 's/^before the last decision state: //p' "$tmp/phone-3.dom")
[ -n "$state" ] && has phone-4 '^undo after the reload: enabled$' &&
    has phone-4 "^undone state: $(echo "$state" | sed 's/[][\.*^$]/\\&/g')$"
result $? "after a reload Undo takes back the last decision: the game as it was before it"

pages variants phone "test=1&touch=1&parts=game&variant=five-card&seed=9&claim=1" \
    "test=1&touch=1&parts=game&variant=six-card&target=61&ladder=skunk&seed=3" \
    "test=1&touch=1&parts=game&variant=three&seed=7&level=easy&hint=1&review=1" \
    "test=1&touch=1&parts=game&variant=four&seed=7&hint=1&review=1" \
    "test=1&touch=1&parts=game&variant=two-to-crib&seed=7&ladder=lurch"
over variants-1 && has variants-1 '; five-card to 61$' && has variants-1 '^result: .*, [6-9][0-9] to ' && on_phone variants-1
result $? "the five-card game, to 61, played to its end on a phone"
over variants-2 && has variants-2 '; six-card to 61$' && has variants-2 '^result: .*, [6-9][0-9] to ' && on_phone variants-2
result $? "the six-card game to 61, played to its end on a phone"
over variants-3 && has variants-3 '; three to 121$' && has variants-3 'Bot 2 [0-9]' && on_phone variants-3
result $? "three-handed, against two bots, played to its end on a phone"
over variants-4 && has variants-4 '; four to 121$' && has variants-4 'You and your partner [0-9]' && on_phone variants-4
result $? "four-handed, with a bot for a partner, played to its end on a phone"
over variants-5 && has variants-5 '; two-to-crib to 121$' && on_phone variants-5
result $? "two into the crib, played to its end on a phone"
for hands in 3 4; do
    at_least "variants-$hands" "^hints: \([0-9]*\); first the expert's pick \1; every choice listed \1$" 4 &&
        at_least "variants-$hands" '^hints in the play: \([0-9]*\)$' 3 &&
        at_least "variants-$hands" '^review: \([0-9]*\) rows for \1 decisions; Total: \1 decisions, .*' 20
    result $? "$([ $hands = 3 ] && echo three || echo four)-handed: Hint in the discard and the play lists every choice, the expert bot's first; the review grades each decision"
done
tap_end
exit
