#!/bin/sh
# SPDX-License-Identifier: MIT
# crib play, fed by a pipe: the seed line, the help, cards refused in the player's words,
# the hints, undo, a whole game to its review, muggins, quit, the end of the input, every
# variant, and the same transcript for the same seed and input. Each run has a timeout, so
# that a game waiting for input it never gets fails instead of hanging. Run from the repo
# root after make.
set -u
crib=${CRIB:-bin/crib}
. test/tap.sh
dir=$tmp
# play NAME INPUT ARGS...: the transcript in $dir/NAME, its exit status in $dir/NAME.rc
play() {
    name=$1
    input=$2
    shift 2
    printf "$input" | NO_COLOR= timeout 60 "$crib" play "$@" >"$dir/$name" 2>&1
    echo $? >"$dir/$name.rc"
}
has() { # has NAME TEXT: the transcript holds the text
    grep -qF -- "$2" "$dir/$1"
}
has_re() { # has_re NAME REGEX: a line of the transcript matches the extended regex
    grep -Eq -- "$2" "$dir/$1"
}
# unwrap NAME: the transcript with each line that crib play broke to keep within 80
# columns joined again: a part indented 4 more than its line, whose first word would not
# have fitted after the part before it.
unwrap() {
    awk '{
        lead = match($0, /[^ ]/) - 1
        word = substr($0, lead + 1); sub(/ .*/, "", word)
        if (NR > 1 && lead == indent + 4 && length(last) + 1 + length(word) > 80) {
            line = line " " substr($0, lead + 1)
        } else {
            if (NR > 1) print line
            line = $0; indent = lead
        }
        last = $0
    } END { if (NR) print line }' "$dir/$1" >"$dir/$1.unwrapped"
}
rc_is() { # rc_is NAME CODE
    [ "$(cat "$dir/$1.rc")" = "$2" ]
}

# Seed 5, to 31: a whole game, with every kind of command and mistake put in between the
# moves, which change nothing (undo is followed by the same move again).
moves='help\nxx\n7h\n3c\nGO\nhint\n3c 3s\nundo\n3C 3S\nhint\n10s\nundo\n10s\n9h\ngo\nboard\n6s\n9h\n4c\nAh 3s\n10d\n9d\n7d\n6h\n'
play game "$moves" --seed 5 --target 31
result "$(rc_is game 0 && has game 'seed 5: replay this game with crib play --seed 5 --target 31' &&
    has game 'you against the easy bot' && echo 0 || echo 1)" \
    "the seed line, the rules and the opponent first"
result "$(has game 'commands, at any prompt:' && has game '  undo    take back your last decision' &&
    echo 0 || echo 1)" "help lists the commands"
result "$(has game "'xx' is not a card" && has game 'you do not hold 7h' &&
    has game '  lay away two cards' && has game 'the play has not begun' && echo 0 || echo 1)" \
    "a discard refused in the player's words: not a card, not held, one card, go"
result "$(has game '9h would take the count past 31 (it is 25)' &&
    has game 'you have a card to play: say go only when none fits' && echo 0 || echo 1)" \
    "a card of the play refused in the player's words: past 31, go while a card fits"
result "$(test "$(grep -c '^your cards: 3c 3s 4c 6s 9h 10s (your crib)$' "$dir/game")" -ge 4 && echo 0 || echo 1)" \
    "the hand shown again after each error"
# The expert bot's values change as it is tuned: the hints' and the review's lines are
# checked for their form, with the choices that cannot change (the only card that pegs).
result "$(has game '  hint: the best keeps, as the expert bot values them: the expected points of' &&
    has_re game '^    keep +lay away +hand +crib +pegging +total$' &&
    has_re game '^    3c 3s [0-9A-Z]+[cdhs] [0-9A-Z]+[cdhs] +[0-9A-Z]+[cdhs] [0-9A-Z]+[cdhs] +[0-9]+\.[0-9]{2} +\+[0-9]+\.[0-9]{2} +[+-][0-9]+\.[0-9]{2} +-?[0-9]+\.[0-9]{2}$' &&
    has game '  hint: your cards, best first, as the expert bot values them (the points you' &&
    has_re game '^    10s, count 15 for 2 \(fifteen\): [+-][0-9]+\.[0-9]{2} points$' &&
    has_re game '^    4c, count 9: [+-][0-9]+\.[0-9]{2} points$' && echo 0 || echo 1)" \
    "hint: the best keeps and each card with the expert bot's expected points"
result "$(has game 'taken back: you played 10s' && has game 'taken back: you laid away 3c 3s' &&
    test "$(grep -c '^the count is 5 (5c); you hold 4c 6s 9h 10s$' "$dir/game")" -ge 3 &&
    echo 0 || echo 1)" "undo takes back a card and a discard, and asks again with the same hand"
unwrap game
result "$(has game '== the bot wins the game: you 22, the bot 31' &&
    has game 'review of your decisions, against the expert bot'"'"'s values:' &&
    has_re game.unwrapped '^  deal 1: you laid away 3c 3s \(-?[0-9]+\.[0-9]{2} points\)(, the best keep|; the best was [^(]+\(-?[0-9]+\.[0-9]{2} points\): -?[0-9]+\.[0-9]{2} points given up)$' &&
    has_re game.unwrapped '^  deal 1, count 5: you played 10s \([+-][0-9]+\.[0-9]{2} points\)(, the best card|; the best was [^(]+\([+-][0-9]+\.[0-9]{2} points\): -?[0-9]+\.[0-9]{2} points given up)$' &&
    has_re game.unwrapped '^in all: [0-2] of 2 discards the best \(-?[0-9]+\.[0-9]{2} points given up\), [0-8] of 8 cards the best \(-?[0-9]+\.[0-9]{2} points given up\)$' &&
    echo 0 || echo 1)" "a whole game to its end and the review against the expert bot's values"
result "$(grep -q "$(printf '\033')" "$dir/game" && echo 1 || echo 0)" "plain output into a pipe"
result "$(grep -qi 'crib_\|CRIB_E' "$dir/game" && echo 1 || echo 0)" \
    "no function names or error codes in what the player reads"
play again "$moves" --seed 5 --target 31
result "$(cmp -s "$dir/game" "$dir/again" && echo 0 || echo 1)" "the same seed and input, the same transcript"

play muggins '3c 3s\n10s\n9h\n6s\n9h\n4c\n0\n0\nAh 3s\n10d\n9d\n7d\n6h\n0\n' --seed 5 --target 31 --muggins
result "$(rc_is muggins 0 && has muggins 'count your hand: 4c 6s 9h 10s with 4s' &&
    has muggins 'claimed 0: muggins! the bot takes the 4 missed' &&
    has muggins 'your hand 4c 6s 9h 10s with 4s: fifteen 2 and a pair is 4' &&
    has muggins 'you claimed 0 of 4: 4 missed' && echo 0 || echo 1)" \
    "muggins: the player counts his hand, the bot takes what he missed, the review says so"

play quit '3c 3s\nquit\n' --seed 5
result "$(rc_is quit 0 && has quit 'game abandoned; replay it with crib play --seed 5' && echo 0 || echo 1)" \
    "quit in the middle of a game, exit status 0"
play eof '3c 3s\n' --seed 5
result "$(rc_is eof 0 && has eof 'end of input: game abandoned' && echo 0 || echo 1)" \
    "the end of the input ends the game, exit status 0"
play fresh 'quit\n'
result "$(rc_is fresh 0 && grep -Eq '^seed [0-9]+: replay this game with crib play --seed [0-9]+$' "$dir/fresh" &&
    echo 0 || echo 1)" "a fresh seed, printed, when none is given"

# A long seed line and four players' cut for deal, then every transcript of this test.
play long 'hint\nquit\n' --seed 18446744073709551615 --variant four --ladder lurch --muggins \
    --no-go-out --peggers 0,1 --level expert
for v in six-card five-card three four two-to-crib; do
    play "v$v" 'board\nhint\nquit\n' --seed 2 --variant "$v" --level strong
    result "$(rc_is "v$v" 0 && has "v$v" 'you against the strong bot' && has "v$v" '  board: ' &&
        has "v$v" 'lay away ' && has_re "v$v" '^    [0-9A-Z]+[cdhs]( [0-9A-Z]+[cdhs])+ +[0-9A-Z]+[cdhs]( [0-9A-Z]+[cdhs])? +[0-9]+\.[0-9]{2} +[+-][0-9]+\.[0-9]{2} ' &&
        echo 0 || echo 1)" "the $v game starts, with a hint"
done

# A whole game to 31 of each variant but the six-card, against the easy bots, with a hint
# before every decision (the input: the answers the seed's games take, one each): the hint
# in the play says what its values are in that game, and neither it nor the review shows a
# chance to win, which no table gives there.
vgame() { # vgame VARIANT SEED ANSWERS...
    v=$1
    seed=$2
    shift 2
    input=""
    for a in "$@"; do input="${input}hint\n$a\n"; done
    play "vgame-$v" "$input" --seed "$seed" --variant "$v" --target 31
    unwrap "vgame-$v"
    mv "$dir/vgame-$v.unwrapped" "$dir/unwrapped-$v" # (not among the v* the widths are of)
}
vgame five-card 3 '3c 4s' 10d 4d '10c Ks' 7c Qd 2d 'Qd Kh' Ad 2c 3c 'Ac Kc' Kd 4d
vgame three 4 8c 2d 4c 4s 5s Kh 7c 3c 3s 7d 6c 2h 10d Js Qc
vgame four 6 Kh 10h 4s 6c 6d 5c Jc
vgame two-to-crib 2 Jh 5s 4h 10d 6c 10c 2s 8h 7c 5h
for v in five-card three four two-to-crib; do
    case $v in
    three) says='(the points you' && more='  peg less the mean of the other two'"'"'s over the rest of the play):' ;;
    four) says='(the points your' && more='  side pegs less theirs over the rest of the play):' ;;
    *) says='(the points you' && more='  peg less theirs over the rest of the play):' ;;
    esac
    result "$(rc_is "vgame-$v" 0 && has "vgame-$v" "  hint: your cards, best first, as the expert bot values them $says" &&
        has "vgame-$v" "$more" &&
        has_re "vgame-$v" '^    [0-9AJQK]+[cdhs], count [0-9]+( for [0-9]+ \(.*\))?: [+-][0-9]+\.[0-9]{2} points$' &&
        has_re "vgame-$v" '^  hint: the best keeps, as the expert bot values them' &&
        has "vgame-$v" 'review of your decisions, against the expert bot'"'"'s values:' &&
        has_re "unwrapped-$v" '^  deal 1, count [0-9]+: you played [^ ]+ \([+-][0-9]+\.[0-9]{2} points\)(, the best card|; the best was [^(]+\([+-][0-9]+\.[0-9]{2} points\): -?[0-9]+\.[0-9]{2} points given up)$' &&
        has_re "unwrapped-$v" '^in all: [0-9]+ of [0-9]+ discards the best \(-?[0-9]+\.[0-9]{2} points given up\), [0-9]+ of [0-9]+ cards the best \(-?[0-9]+\.[0-9]{2} points given up\)$' &&
        ! grep -Eq 'wins [0-9]|[0-9]% to win|    wins$' "$dir/vgame-$v" && echo 0 || echo 1)" \
        "the $v game to its end with a hint at every decision, in the play its values said, and the review; no chance to win shown"
done

NO_COLOR= timeout 10 "$crib" play --help >"$dir/help" 2>&1
result "$(rc_is long 0 && has long 'seed 18446744073709551615: replay this game with crib play' &&
    awk 'length > 80 { print FILENAME ": " $0; bad = 1 } END { exit bad }' "$dir"/game "$dir"/muggins \
        "$dir"/quit "$dir"/eof "$dir"/fresh "$dir"/v* "$dir"/long "$dir"/help >&2 && echo 0 || echo 1)" \
    "no line of crib play's, a whole game's, every variant's, its help's, is wider than 80 columns"

result "$(has_re vsix-card '^    keep +lay away +hand +crib +pegging +total +wins$' &&
    has_re vsix-card '^    .* -?[0-9]+\.[0-9]{2} +[0-9]+\.[0-9]%$' && echo 0 || echo 1)" \
    "the six-card game to 121: the hint gives each keep's chance to win"

play json 'quit\n' --json
play errors 'quit\n' --errors misdeal@1
play levels 'quit\n' --level easy,strong
result "$(rc_is json 2 && rc_is errors 2 && rc_is levels 2 && echo 0 || echo 1)" \
    "crib game's --json, --errors and a list of levels are refused"
result "$(has help 'usage: crib play' && has help '--level NAME' && echo 0 || echo 1)" "crib play --help"

tap_end
