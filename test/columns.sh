#!/bin/sh
# SPDX-License-Identifier: MIT
# Every line of the C sources that git tracks and no generator writes (test/format_files.sh's
# list) is at most 100 characters: clang-format's column limit (.clang-format), which it
# holds code to but not comments, so that test/format.sh passes a comment line of any
# length. Characters, not bytes: a comment may hold a "²" or a "—".
cd "$(dirname "$0")/.." || exit 1
. test/tap.sh
files=$(sh test/format_files.sh)
[ -n "$files" ]
result $? "test/format_files.sh names the C sources"
# shellcheck disable=SC2086 # the list is of paths without spaces, one word each
LC_ALL=C.UTF-8 grep -nE '^.{101,}' $files >"$tmp/out"
[ ! -s "$tmp/out" ]
result $? "no line of the C sources is over 100 characters ($(wc -l <"$tmp/out") are)"
# The check itself: a line of 101 characters is found, one of 100 with a "²" is not.
printf '%0101d\n' 0 >"$tmp/long.c"
printf '/* %093d² */\n' 0 >"$tmp/wide.c"
LC_ALL=C.UTF-8 grep -qE '^.{101,}' "$tmp/long.c" && ! LC_ALL=C.UTF-8 grep -qE '^.{101,}' "$tmp/wide.c"
result $? "the check finds 101 characters and counts a two-byte character as one"
tap_end
