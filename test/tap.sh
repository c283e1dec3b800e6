# SPDX-License-Identifier: MIT
# The shell tests' TAP output, sourced by every test/*.sh and fuzz/*.sh that prints TAP
# (from the repository root, or as "$root/test/tap.sh"): the counters, a scratch folder
# $tmp removed on exit (a script that sets an EXIT trap of its own removes it there), one
# line per check, and last the plan and the summary line "N passed, N failed" that
# test/run.sh reads.
n=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# result STATUS NAME: "ok" when STATUS is 0; else "not ok", followed by what the command
# under test wrote to $tmp/out, when it did, as TAP comments: its last $tap_lines lines
# where the script sets tap_lines (a long log), else all of it.
result() {
    n=$((n + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $n - $2"
    else
        echo "not ok $n - $2"
        if [ -s "$tmp/out" ] && [ -n "${tap_lines:-}" ]; then
            tail -n "$tap_lines" "$tmp/out" | sed 's/^/#   /'
        elif [ -s "$tmp/out" ]; then
            sed 's/^/#   /' "$tmp/out"
        fi
        failed=$((failed + 1))
    fi
}
# succeeds NAME COMMAND...: one check, that COMMAND exits 0; what it writes goes to
# $tmp/out, shown when it fails.
succeeds() {
    tap_name=$1
    shift
    "$@" >"$tmp/out" 2>&1
    result $? "$tap_name"
}
# exits WANT NAME COMMAND...: one check, that COMMAND exits WANT, the status it exited with
# in the line; what it writes goes to $tmp/out, shown when it fails.
exits() {
    tap_want=$1
    tap_name=$2
    shift 2
    "$@" >"$tmp/out" 2>&1
    tap_rc=$?
    [ "$tap_rc" -eq "$tap_want" ]
    result $? "$tap_name (exit $tap_rc)"
}
skip() { # skip NAME [WHY]: a check that cannot run here
    n=$((n + 1))
    echo "ok $n - $1 # SKIP${2:+ $2}"
}
# skip_all WHY: the whole script cannot run here (a tool is missing): the plan of no
# checks, with why, and the summary line; exits passing.
skip_all() {
    echo "1..0 # SKIP $1"
    echo "0 passed, 0 failed"
    exit 0
}
# tap_end: the plan and the summary line; fails when a check did.
tap_end() {
    echo "1..$n"
    echo "$((n - failed)) passed, $failed failed"
    [ "$failed" -eq 0 ]
}

# web_tools: what a test of the web page in Chromium needs (node, clang and wasm-ld for
# make wasm, a Chromium): sets chromium to the browser's command, and adds to missing the
# name of each tool not found.
web_tools() {
    for tool in node "${WASM_CC:-clang}" wasm-ld; do
        command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
    done
    chromium=""
    for c in chromium chromium-browser google-chrome; do
        command -v "$c" >/dev/null 2>&1 && chromium=$c && break
    done
    [ -z "$chromium" ] && missing="$missing chromium"
}
