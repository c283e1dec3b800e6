#!/bin/sh
# SPDX-License-Identifier: MIT
# A record means one thing to every reader: every game crib game writes is accepted, under
# every irregularity and short targets (where a game ends before a wrong crib is settled);
# a member named twice, or a documented field of the wrong type or missing, is no record
# (exit 2); a recorded value the rules contradict is refused (exit 1), naming its field.
crib=${1:-bin/crib}
. test/tap.sh
# check WANT FILE NAME: crib check FILE exits WANT.
check() { exits "$1" "$3" "$crib" check "$2"; }

# Every --errors kind, each with the rules it needs, at three short targets and in two
# variants: every record holds.
variants="six-card three four five-card two-to-crib"
sweep() { # sweep ERRORS ARGS...
    errors=$1
    shift
    bad=""
    k=0
    for target in 2 5 15; do
        for seed in 1 2; do
            k=$((k + 1))
            v=$(echo $variants | cut -d' ' -f$(((k + ${#errors}) % 5 + 1)))
            if ! "$crib" game --json --seed "$seed" --target "$target" --variant "$v" \
                --errors "$errors" "$@" >"$tmp/s.json" 2>"$tmp/err"; then
                bad="$bad [game $v $target $seed: $(cat "$tmp/err")]"
            elif ! "$crib" check "$tmp/s.json" >"$tmp/err" 2>&1; then
                bad="$bad [$v to $target, seed $seed: $(cat "$tmp/err")]"
            fi
        done
    done
    echo "$bad" >"$tmp/out"
    [ -z "$bad" ]
    result $? "every record holds: --errors $errors $*"
}
sweep misdeal@1
sweep long@1:0
sweep short@1:1
sweep long@1:0:late
sweep short@2:1:late
sweep long@1:0:new
sweep short@1:1:late:new
sweep crib@1
sweep crib@1:late
sweep crib@2:late
sweep imperfect@1
sweep go@1:0 --failure-to-play
sweep go@1:1 --failure-each
sweep miss@1:1 --muggins --muggins-play
sweep correct@1:0
sweep overclaim@1:0
sweep overpeg@1:1 --overpeg
sweep cutoffer@1 --no-cut
sweep short@1:0:stand --let-stand
sweep long@1:1:correct --let-stand
sweep short@2:0:late:stand --let-stand
sweep long@1:0,crib@1 --two-wrong
sweep correct@1:1,miss@1:0 --muggins-play

# The game that showed it: the crib dealt wrong, found late, the game over before its show.
"$crib" game --seed 1 --target 15 --errors crib@2:late --json >"$tmp/c.json"
check 0 "$tmp/c.json" "a crib dealt wrong and never shown"
"$crib" review "$tmp/c.json" >"$tmp/out" 2>&1
result $? "... and crib review reads it"

# mutate NAME WANT RECORD SED-EXPRESSION [TEXT]: the record changed is refused with exit
# WANT (and its line names TEXT).
mutate() {
    sed "$4" "$3" >"$tmp/m.json"
    if cmp -s "$3" "$tmp/m.json"; then
        echo "sed did not change the record" >"$tmp/out"
        result 1 "$1"
        return
    fi
    "$crib" check "$tmp/m.json" >"$tmp/out" 2>&1
    rc=$?
    [ "$rc" -eq "$2" ] && { [ -z "${5:-}" ] || grep -q "$5" "$tmp/out"; }
    result $? "$1 (exit $rc: $(cat "$tmp/out"))"
}
g="$tmp/g.json"
"$crib" game --json --seed 3 >"$g"

# Names: given twice, or escaped.
mutate "a second result" 2 "$g" 's/^{/{"result":{"winner":0,"scores":[121,0]},/' "named twice"
mutate "a second deals" 2 "$g" 's/^{/{"deals":[],/' "named twice"
mutate "a second name written with an escape" 2 "$g" 's/^{/{"\\u0072esult":7,/' "named twice"
mutate "a field named with an escape is that field" 0 "$g" 's/"target":/"\\u0074arget":/'
mutate "... and one escaped to another name is not" 2 "$g" 's/"target":/"\\u0074arge":/' \
    "missing field"
mutate "a card written with escapes is that card" 0 "$g" 's/"starter":"Kd"/"starter":"\\u004bd"/'
{
    printf '{"record":1'
    i=0
    while [ $i -lt 64 ]; do
        printf ',"x%d":0' $i
        i=$((i + 1))
    done
    printf '}'
} >"$tmp/many.json"
check 2 "$tmp/many.json" "an object of 65 members"

# Types and required fields: no record, the field named.
mutate "result a number" 2 "$g" 's/"result":{[^}]*}/"result":42/' '"result"'
mutate "scores a string" 2 "$g" 's/"scores":\[[0-9]*,[0-9]*\]/"scores":"x"/' '"scores"'
mutate "scores for one side" 2 "$g" 's/"scores":\[\([0-9]*\),[0-9]*\]/"scores":[\1]/' '"scores"'
mutate "scorer a card" 2 "$g" 's/"scorer":\([01]\)/"scorer":"5h"/' '"scorer"'
mutate "crib a number" 2 "$g" 's/"crib":true/"crib":1/' '"crib"'
mutate "reset a string" 2 "$g" 's/"reset":false/"reset":"yes"/' '"reset"'
mutate "seed a string" 2 "$g" 's/"seed":3,/"seed":"3",/' '"seed"'
mutate "seed against seed_hex" 2 "$g" 's/"seed":3,/"seed":4,/' '"seed"'
mutate "a deal without its dealer" 2 "$g" 's/"deal":2,"dealer":[0-9],/"deal":2,/' '"dealer"'
mutate "a hand that is no object" 2 "$g" 's/"hands":\[{[^}]*}/"hands":[7/' '"hands"'
mutate "a board side without rear" 2 "$g" 's/"front":0,"rear":0}/"front":0}/' '"rear"'
mutate "levels one short" 2 "$g" 's/"first_dealer"/"levels":["easy"],"first_dealer"/' '"levels"'
"$crib" game --json --seed 4 --errors imperfect@1 >"$tmp/i.json"
mutate "an unknown void" 2 "$tmp/i.json" 's/"void":"imperfect pack"/"void":"imperfect"/' '"void"'

# Values the rules give: refused, the field named.
mutate "crib false on the crib's show" 1 "$g" 's/"crib":true/"crib":false/' "recorded crib false"
mutate "a result's phase" 1 "$g" 's/"phase":"[a-z-]*"/"phase":"heels"/' "phase"
mutate "a result's reason" 1 "$g" 's/"reason":"[a-z-]*"/"reason":"muggins"/' "reason"
mutate "a result's player" 1 "$g" 's/"result":{"winner":\([0-9]\),"player":[0-9]/"result":{"winner":\1,"player":5/' "player"
mutate "a result's value" 1 "$g" 's/"value":1}/"value":2}/' "value"
mutate "a result's levels" 1 "$g" 's/"levels":\["none","none"\]/"levels":["none","skunk"]/' "levels"
"$crib" game --json --seed 6 --failure-to-play --errors go@1:0 >"$tmp/f.json"
mutate "the dead cards" 1 "$tmp/f.json" 's/"dead":\["[^"]*"/"dead":["Ks"/' "dead"
"$crib" game --json --seed 8 --no-cut --errors cutoffer@2 >"$tmp/n.json"
mutate "the deal forfeited" 1 "$tmp/n.json" 's/"forfeited":{"deal":2/"forfeited":{"deal":1/' "deal"
mutate "who forfeited it" 1 "$tmp/n.json" 's/"forfeited":{"deal":2,"dealer":0/"forfeited":{"deal":2,"dealer":1/' "dealer"
"$crib" game --json --seed 5 --errors long@1:0:late >"$tmp/l.json"
mutate "the board after a rectification in a show" 1 "$tmp/l.json" \
    's/\("rectified":{[^}]*},"board":\[{"front":\)\([0-9]*\)/\17\2/' "front 76"
"$crib" game --json --seed 5 --errors misdeal@1 >"$tmp/d.json"
mutate "the count of misdeals" 1 "$tmp/d.json" 's/"misdeals":1/"misdeals":2/' "misdeals"

# The record fuzz target's dictionary names every field the reader knows.
missing=""
for f in $(cat src/record*.c | grep -o '{"[a-z_]*", T_' | sed 's/{"\([a-z_]*\)".*/\1/'); do
    grep -qF "\"\\\"$f\\\":\"" fuzz/record.dict || missing="$missing $f"
done
echo "missing from fuzz/record.dict:$missing" >"$tmp/out"
[ -z "$missing" ]
result $? "fuzz/record.dict has every field of the tables in src/record*.c"
tap_end
