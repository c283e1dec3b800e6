#!/bin/sh
# SPDX-License-Identifier: MIT
# crib check reads back what crib game --json writes: games of every variant, both targets,
# every optional rule and irregularity hold (exit 0), with their seed and without it; doctored
# copies are refused (exit 1) and texts that are no record are no record (exit 2).
crib=${1:-bin/crib}
. test/tap.sh
# check WANT FILE NAME: crib check FILE exits WANT.
check() { exits "$1" "$3" "$crib" check "$2"; }
# The record without its seed: its deals are then given deals.
unseed() {
    sed 's/"seed":[0-9]*,"seed_hex":"[0-9a-f]*",//' "$1" >"$2"
}
# game NAME ARGS...: a game's record holds, and without its seed too.
game() {
    name=$1
    shift
    if ! "$crib" game --json "$@" >"$tmp/g.json" 2>"$tmp/out"; then
        result 1 "crib game $*"
        return
    fi
    check 0 "$tmp/g.json" "$name: crib game $*"
    unseed "$tmp/g.json" "$tmp/u.json"
    check 0 "$tmp/u.json" "$name without its seed"
}
i=0
for v in six-card five-card three four two-to-crib; do
    for t in 121 61; do
        i=$((i + 1))
        game "$v to $t" --variant "$v" --target "$t" --seed "$i"
    done
done
for o in --no-go-out --no-go-out-31 --no-heels-near --exact --exact-items --pairs-first \
    --muggins --muggins-play --overpeg --failure-to-play --failure-each --cut-tens-equal \
    --no-cut --let-stand --two-wrong; do
    i=$((i + 1))
    game "$o" $o --seed "$i" --variant "$(echo six-card three four | cut -d' ' -f$((i % 3 + 1)))"
done
game "the five-card full play" --variant five-card --five-full-play --seed 3
game "pack cut, deep cut, announced" --seed 4 --pack-cut 10 --cut 12 --exact-items \
    --announce runs,pairs,fifteens,flush,nobs --ladder skunk
game "peggers, strong bots" --variant four --peggers 0,1 --seed 3 --level strong
game "plays and claims" --seed 6 --muggins --muggins-play --failure-to-play \
    --errors go@1:0,miss@1:1,miss@2:0,correct@2:1,overclaim@3:0,overpeg@3:1,imperfect@4,misdeal@5
game "a forfeited deal" --seed 8 --no-cut --errors cutoffer@2,misdeal@3

# Wrong numbers of cards: checked with the seed; without it, no record (the cards drawn).
errs() {
    name=$1
    shift
    "$crib" game --json "$@" >"$tmp/g.json" 2>"$tmp/out" || { result 1 "crib game $*"; return; }
    check 0 "$tmp/g.json" "$name: crib game $*"
    unseed "$tmp/g.json" "$tmp/u.json"
    check 2 "$tmp/u.json" "$name without its seed: needs the seed"
}
errs "long, short, crib" --seed 5 --errors long@1:0,short@2:1,crib@3,long@4:1:late
errs "new deals" --variant three --seed 5 --errors long@1:0:new,short@2:1:late:new,crib@3:late
errs "let stand" --seed 6 --let-stand --errors short@1:0:stand,long@2:1:correct,short@3:0:late
errs "two wrong" --seed 6 --two-wrong --errors long@1:0,crib@1,short@2:1
errs "four-handed" --variant four --seed 9 --errors long@1:2,imperfect@2,go@1:3 --failure-each

# Doctored copies of one record: refused.
"$crib" game --json --seed 3 >"$tmp/g.json"
doctor() { # doctor NAME SED-EXPRESSION
    sed "$2" "$tmp/g.json" >"$tmp/d.json"
    if cmp -s "$tmp/g.json" "$tmp/d.json"; then
        echo "sed did not change the record" >"$tmp/out"
        result 1 "$1"
        return
    fi
    check 1 "$tmp/d.json" "$1 refused"
}
doctor "a show's points changed" 's/\("crib":false,"cards":\[[^]]*\],"points":\)\([0-9]*\)/\1\29/'
# The first card played becomes the first deal's starter, which nobody holds.
starter=$(sed 's/^[^S]*"starter":"\([^"]*\)".*/\1/' "$tmp/g.json")
doctor "a card its player does not hold" "s/\"play\":\[{\"player\":\([0-9]\),\"card\":\"[^\"]*\"/\"play\":[{\"player\":\1,\"card\":\"$starter\"/"
doctor "a wrong board value" 's/"points":2,"scorer":\([0-9]\),"pegged":2,"reset":\([a-z]*\),"board":\[{"front":\([0-9]*\)/"points":2,"scorer":\1,"pegged":2,"reset":\2,"board":[{"front":7\3/'
doctor "a wrong winner" 's/"result":{"winner":0/"result":{"winner":9/; s/"result":{"winner":1/"result":{"winner":0/'
doctor "a discard of a card not dealt" "s/\"discard\":\[\"[^\"]*\"/\"discard\":[\"$starter\"/"
doctor "a wrong heels" 's/"heels":0/"heels":2/'

# No record: exit 2.
printf 'not json at all\n' >"$tmp/x.json"
check 2 "$tmp/x.json" "garbage is no record"
head -c 2000 "$tmp/g.json" >"$tmp/x.json"
check 2 "$tmp/x.json" "a truncated record is no record"
sed 's/"record":1/"record":7/' "$tmp/g.json" >"$tmp/x.json"
check 2 "$tmp/x.json" "an unknown version is no record"
"$crib" check - <"$tmp/g.json" >"$tmp/out" 2>&1
result $? "crib check - reads standard input"
"$crib" check "$tmp/missing.json" >"$tmp/out" 2>&1
[ $? -eq 2 ]
result $? "a file that cannot be opened: exit 2"

# A match is no record, and is named one.
"$crib" game --match 2 --json --seed 3 >"$tmp/m.json"
"$crib" check "$tmp/m.json" >"$tmp/out" 2>&1
rc=$?
[ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/out")" -eq 1 ] &&
    grep -q ': a match, not a game record: each of its "games" is one$' "$tmp/out"
result $? "a match: one line that says so (exit $rc)"

# Bounded input: crib check reads in growing pieces, the first of 64 KiB, and stops at the
# first that shows the text cannot be a record; it never reads past 64 MiB. Each run under a
# limit on memory, where crib starts under one (not under a sanitizer's shadow memory), and
# on time.
# bounded KB WANT NAME COMMAND: the shell command ($0 the crib program) exits 2 and says WANT.
bounded() {
    limit=""
    if (ulimit -v "$1" && "$crib" --version) >/dev/null 2>&1; then
        limit="ulimit -v $1;"
    fi
    timeout 60 sh -c "$limit $4" "$crib" >"$tmp/out" 2>&1
    rc=$?
    [ "$rc" -eq 2 ] && grep -q "$2" "$tmp/out"
    result $? "$3 (exit $rc${limit:+, under $1 KB})"
}
bounded 32768 "/dev/zero: line 1 column 1: a NUL byte in the text$" \
    "crib check /dev/zero: the NUL found in the first piece" '"$0" check /dev/zero'
bounded 32768 "line 1 column 17: nested too deep$" "an endless stream of [: nested too deep" \
    "tr '\\000' '[' </dev/zero | \"\$0\" check -"
bounded 262144 "standard input is longer than 64 MiB, more than any game record: not read$" \
    "an endless stream of spaces: stopped at 64 MiB" "tr '\\000' ' ' </dev/zero | \"\$0\" check -"
bounded 32768 "line 1 column 1: a NUL byte in the text$" "crib review /dev/zero" \
    '"$0" review /dev/zero'
bounded 32768 "line 1 column 1: a NUL byte in the text$" "crib game --resume /dev/zero" \
    '"$0" game --resume /dev/zero'
# A text cut short is refused at its end, but a word (true, false, null) cut short at its
# first letter: a record whose first piece ends inside one is read on.
for w in false true null; do
    at=$(grep -bo "$w" "$tmp/g.json" | head -n 1 | cut -d: -f1)
    { head -c $((65536 - at - 2)) /dev/zero | tr '\000' ' '; cat "$tmp/g.json"; } >"$tmp/p.json"
    check 0 "$tmp/p.json" "a record with '$w' across the end of the first piece read"
done
{ cat "$tmp/g.json"; head -c 200000 /dev/zero | tr '\000' ' '; } >"$tmp/p.json"
check 0 "$tmp/p.json" "a record, then 200,000 spaces"
{ cat "$tmp/g.json"; head -c 200000 /dev/zero | tr '\000' ' '; echo x; } >"$tmp/p.json"
check 2 "$tmp/p.json" "a record, then 200,000 spaces and more text"
grep -q "line 2 column 200001: text after the value" "$tmp/out"
result $? "... found where it is"
tap_end
