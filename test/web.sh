#!/bin/sh
# SPDX-License-Identifier: MIT
# The web page examples/web/: builds the wasm (`make wasm`), serves the source tree on
# 127.0.0.1 (test/npm/serve.mjs, a free port) and opens examples/web/index.html?test=1 in
# headless Chromium (test/web/drive.mjs), whose own script (selftest.mjs) clicks through the
# page as a person would: it picks 5h 5d 5c Js and the 5s, asks the advice for a dealer's
# 5h 5d 5c Js 2c 9h, and plays seeded games against the strong bot and the easy one to their end. The page's DOM must
# then show the 29 and its announcement, the best keep, the library's refusals of a card past
# 31 and of a go while a card fits, and a game over with a winner. Prints TAP and a closing
# "N passed, N failed"; skips loudly without node, clang, wasm-ld or chromium.
root=$(cd "$(dirname "$0")/.." && pwd)
missing=""
for tool in node "${WASM_CC:-clang}" wasm-ld; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
chromium=""
for c in chromium chromium-browser google-chrome; do
    command -v "$c" >/dev/null 2>&1 && chromium=$c && break
done
[ -z "$chromium" ] && missing="$missing chromium"
if [ -n "$missing" ]; then
    echo "# skip: not found:$missing; the web page is not tested (Debian: apt-get install nodejs clang lld chromium)"
    echo "0 passed, 0 failed"
    exit 0
fi

n=0
failed=0
ok() {
    n=$((n + 1))
    echo "ok $n - $1"
}
not_ok() {
    n=$((n + 1))
    failed=$((failed + 1))
    echo "not ok $n - $1"
    [ -s "$log" ] && sed 's/^/#   /' "$log" | tail -n 30
}
check() {
    if [ "$1" -eq 0 ]; then ok "$2"; else not_ok "$2"; fi
}
finish() {
    echo "1..$n"
    echo "$((n - failed)) passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

dir=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$dir"' EXIT
log="$dir/log"

if ${MAKE:-make} -s -C "$root" wasm >"$log" 2>&1; then
    ok "make wasm builds build/wasm/libcrib.wasm"
else
    not_ok "make wasm builds build/wasm/libcrib.wasm"
    finish
fi

# The page needs nothing from outside the tree: no URL but the SVG namespace.
if grep -n '://' "$root"/examples/web/*.html "$root"/examples/web/*.mjs "$root"/examples/web/*.css |
    grep -v 'http://www.w3.org/2000/svg' >"$log"; then
    not_ok "examples/web refers to nothing outside the source tree"
else
    ok "examples/web refers to nothing outside the source tree"
fi

node "$root/test/npm/serve.mjs" "$root" >"$dir/port" 2>"$dir/server.log" &
server=$!
i=0
while [ ! -s "$dir/port" ] && [ $i -lt 50 ]; do
    sleep 0.1
    i=$((i + 1))
done
base="http://127.0.0.1:$(cat "$dir/port")/examples/web/index.html"

# Opens the page with these parameters and waits for its self-test (test/web/drive.mjs); its
# DOM into $dir/dom, the self-test's lines into $log. With WEB_SCREENSHOTS=DIR set, a
# screenshot of each page into DIR, to look at.
page() {
    shot=""
    [ -n "$WEB_SCREENSHOTS" ] && mkdir -p "$WEB_SCREENSHOTS" &&
        shot="$WEB_SCREENSHOTS/$(echo "$1" | tr -c 'a-z0-9\n' '-').png"
    node "$root/test/web/drive.mjs" "$chromium" "$base?$1" "$dir/dom" $shot >"$log" 2>&1 ||
        echo "# the self-test did not finish: $(cat "$log")"
    sed -n '/<pre id="selftest">/,/<\/pre>/p' "$dir/dom" >"$log"
}
has() {
    grep -q "$1" "$dir/dom"
}

page "test=1&seed=16&ladder=skunk&level=strong"
has '<body data-ready="true">' && has '<pre id="selftest">'
check $? "headless $chromium loads the page, libcrib.wasm and the self-test"
has '<output id="count-total">29</output>' &&
    has '^count: 29 | “Fifteen 2, fifteen 4, .*, a double pair royal is 28 and one for his nob is 29\.”$'
check $? "5h 5d 5c Js with the 5s, clicked, counts 29, announced as the library writes it"
has '<tr class="item-nobs"><td>his nob</td>'
check $? "the count lists its items, his nob among them"
has '^advice: 15 keeps; best keep 5c 5d 5h Js value 20\.79$'
check $? "the advice for a dealer's 5h 5d 5c Js 2c 9h: 15 keeps, keep 5c 5d 5h Js first, worth 20.79"
has '^refused: Refused: the count would pass 31\.$' &&
    has '^refused: Refused: go said by a player who can play a card\.$'
check $? "a card past 31 and a go while a card fits are refused with the library's messages"
has '^game: over after [0-9]* deals and [0-9]* clicks; winner \(you\|bot\);' &&
    has '<div id="result" role="status" data-winner="\(you\|bot\)">' &&
    grep -q '^result: \(You win\|The bot wins\), 1[2-9][0-9] to [0-9]*, pegging out' "$dir/dom"
check $? "seed 16: the game is played to its end by clicking, and a winner past 120 is shown"
has '^bot: strong, of 2 levels$' && has 'Seed 16, the strong bot\.'
check $? "the game tab offers the bot's two levels, and the strong bot played seed 16"

page "test=1&seed=2024&ladder=none&level=easy"
has '^game: over after [0-9]* deals and [0-9]* clicks; winner \(you\|bot\);' && has '^bot: easy, of 2 levels$'
check $? "seed 2024 with no ladder, against the easy bot: played to its end too"
finish
