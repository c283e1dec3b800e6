# SPDX-License-Identifier: MIT
# The shell tests' TAP output, sourced by test/check.sh, test/review.sh, test/man.sh,
# test/play.sh and test/docs.sh from the repository root: the counters, a scratch folder
# $tmp removed on exit, one line per check, and the plan and summary at the end.
n=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# result STATUS NAME: "ok" when STATUS is 0; else "not ok", followed by what the command
# under test wrote to $tmp/out, when it did, as TAP comments.
result() {
    n=$((n + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $n - $2"
    else
        echo "not ok $n - $2"
        [ -s "$tmp/out" ] && sed 's/^/#   /' "$tmp/out"
        failed=$((failed + 1))
    fi
}
skip() { # skip NAME: a check that cannot run here
    n=$((n + 1))
    echo "ok $n - $1 # SKIP"
}
# tap_end: the plan and the summary line test/run.sh reads; fails when a check did.
tap_end() {
    echo "1..$n"
    echo "$((n - failed)) passed, $failed failed"
    [ "$failed" -eq 0 ]
}
