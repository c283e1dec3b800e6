#!/bin/sh
# SPDX-License-Identifier: MIT
# An outside bot for crib arena's tests (test/test_cli_arena.c), in sh and sed alone. It
# lays away the first cards of its hand and plays its first legal card ({"go":true} when it
# has none, which the arena asks only under --ask-go), answering in the form $1 names:
#   plain     {"discard":[...]} and {"card":"7c"}
#   why       a member before the answer's whose value is the answer's key:
#             {"why":"discard","discard":[...]}, {"why":"card","card":"7c"}
#   nested    an object before the answer holding the answer's keys with other values:
#             {"x":{"discard":["Zz"]},"discard":[...]}, {"x":{"go":true,"card":"Zz"},...}
#   escaped   a string before the answer holding the keys in escaped quotes
# and, to a discard request, these, which are no answer at all:
#   unclosed  the object without its closing brace
#   trailing  more text after the object
#   twice     the key "discard" twice
#   text      no JSON
#   string    the cards in a string, not an array
#   escape    a string with an unknown escape
# With a second argument it appends every line it reads to that file (one write a line, so
# that the copies of several threads may share it).
form=$1
log=$2
while IFS= read -r line; do
    if [ -n "$log" ]; then
        printf '%s\n' "$line" >>"$log"
    fi
    case $line in
    '{"type":"discard"'*)
        c=$(printf '%s\n' "$line" |
            sed 's/^{"type":"discard","hand":\["\([^"]*\)","\([^"]*\)".*/"\1","\2"/')
        case $line in
        *'"lay_away":1'*) c=${c%%,*} ;;
        esac
        case $form in
        why) printf '{"why":"discard","discard":[%s]}\n' "$c" ;;
        nested) printf '{"x":{"discard":["Zz"]},"discard":[%s]}\n' "$c" ;;
        escaped) printf '{"note":"\\"discard\\":[\\"Zz\\"]","discard":[%s]}\n' "$c" ;;
        unclosed) printf '{"discard":[%s]\n' "$c" ;;
        trailing) printf '{"discard":[%s]} {}\n' "$c" ;;
        twice) printf '{"discard":[%s],"discard":[%s]}\n' "$c" "$c" ;;
        text) printf 'discard %s\n' "$c" ;;
        string) printf '{"discard":"2c 4c"}\n' ;;
        escape) printf '{"discard":[%s],"note":"\\q"}\n' "$c" ;;
        *) printf '{"discard":[%s]}\n' "$c" ;;
        esac
        ;;
    '{"type":"play"'*)
        c=$(printf '%s\n' "$line" | sed -n 's/.*"legal":\["\([^"]*\)".*/\1/p')
        if [ -z "$c" ]; then
            printf '{"go":true}\n'
            continue
        fi
        case $form in
        why) printf '{"why":"card","card":"%s"}\n' "$c" ;;
        nested) printf '{"x":{"go":true,"card":"Zz"},"card":"%s"}\n' "$c" ;;
        escaped) printf '{"note":"\\"card\\":\\"Zz\\"","go":false,"card":"%s"}\n' "$c" ;;
        *) printf '{"card":"%s"}\n' "$c" ;;
        esac
        ;;
    '{"type":"bye"'*) exit 0 ;;
    esac
done
