#!/bin/sh
# SPDX-License-Identifier: MIT
# The Go binding's tests (bindings/go): that it compiles every C source of the library,
# gofmt and go vet, its tests and Example functions (go test -v, each told here as a TAP
# line), and a fresh module outside the tree that requires it through a replace directive
# and scores the 29 hand. Skips, passing, where there is no go (CI installs golang-go, so
# there they always run).
#
# Go writes its cache under build/go (HOME may not be writable), fetches nothing
# (GOPROXY=off: the binding needs the standard library alone) and keeps to the go it is
# (GOTOOLCHAIN=local). Go's cache does not see files outside a package's folder, and cgo
# compiles ../../src from there: a checksum of src/ and include/ goes into CGO_CFLAGS, so
# that a change to the C sources compiles them again.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
tap_lines=60
command -v go >/dev/null 2>&1 || skip_all "go not found, the Go binding is not tested"
GOCACHE="$root/build/go/cache"
GOPATH="$root/build/go/path"
GOFLAGS=-mod=mod
GOPROXY=off
GOTOOLCHAIN=local
GOWORK=off
GOENV=off
export GOCACHE GOPATH GOFLAGS GOPROXY GOTOOLCHAIN GOWORK GOENV
sum=$(cd "$root" && find src include -type f | LC_ALL=C sort | xargs cat | cksum | cut -d' ' -f1)
CGO_CFLAGS="${CGO_CFLAGS:--g -O2} -DLIBCRIB_SOURCES=$sum"
export CGO_CFLAGS

# One file in bindings/go/internal/csrc for each src/*.c, including it, and no other.
csrc="$root/bindings/go/internal/csrc"
: >"$tmp/out"
for f in "$root"/src/*.c; do
    name=${f##*/}
    grep -qx "#include \"../../../../src/$name\"" "$csrc/$name" 2>/dev/null ||
        echo "bindings/go/internal/csrc/$name does not #include \"../../../../src/$name\"" >>"$tmp/out"
done
for f in "$csrc"/*.c; do
    [ -e "$root/src/${f##*/}" ] || echo "bindings/go/internal/csrc/${f##*/} has no src/${f##*/}" >>"$tmp/out"
done
[ ! -s "$tmp/out" ]
result $? "bindings/go/internal/csrc compiles every src/*.c and nothing else"

cd "$root/bindings/go" || exit 1
gofmt -l . >"$tmp/out" 2>&1 && [ ! -s "$tmp/out" ]
result $? "gofmt -l bindings/go finds nothing to format"

succeeds "go vet ./..." go vet ./...

# Each test, example and fuzz target's seeds, as go test -v reports them; a build that
# fails, or a failure that no test owns, fails too. The log follows a failure.
go test -count=1 -v ./... >"$tmp/test" 2>&1
status=$?
awk '/^ *--- (PASS|FAIL|SKIP): / {
    print ($2 == "FAIL:") " " $3 ($2 == "SKIP:" ? " # skip" : "") }' "$tmp/test" >"$tmp/tap"
before=$failed
rm -f "$tmp/out"
while read -r st name; do
    result "$st" "go test: $name"
done <"$tmp/tap"
if [ "$status" -ne 0 ] && [ "$failed" -eq "$before" ] || [ ! -s "$tmp/tap" ]; then
    result 1 "go test ./... (exit status $status)"
fi
[ "$failed" -eq "$before" ] || grep -v '^=== \|^ *--- PASS' "$tmp/test" | sed 's/^/#   /' | tail -80

# A module of its own, outside the tree, with require and replace, as a user writes it.
mkdir -p "$tmp/user"
cat >"$tmp/user/go.mod" <<EOF
module example.com/crib29

go 1.19

require libcrib v0.0.0

replace libcrib => "$root/bindings/go"
EOF
cat >"$tmp/user/main.go" <<'EOF'
package main

import (
	"fmt"
	"os"

	"libcrib"
)

func main() {
	s, err := libcrib.Score("5h 5d 5c Js", "5s", false)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println(s.Total)
}
EOF
(cd "$tmp/user" && go run .) >"$tmp/out" 2>&1 && [ "$(cat "$tmp/out")" = 29 ]
result $? "a fresh module with require and replace scores 5h 5d 5c Js, starter 5s, as 29"

# The quick starts as a reader copies them: each go block of README.md, docs/go.md and
# bindings/go/README.md that is a whole program (package main) goes into a module of its
# own whose go.mod is the README's (its replace pointed at this tree); gofmt must leave it
# as it is, go vet pass it, and go run print the 29 hand's total and announcement first.
awk '/^```/ { if (inside && found) exit; inside = !inside; next }
    inside && /^module / { found = 1 }
    inside && found { print }' "$root/README.md" | sed "s|/path/to/libcrib|$root|" >"$tmp/readme.mod"
cp "$tmp/readme.mod" "$tmp/out"
grep -q '^replace libcrib => ' "$tmp/readme.mod"
result $? "README.md gives a whole go.mod, with require and replace"
programs=0
for doc in README.md docs/go.md bindings/go/README.md; do
    awk -v prefix="$tmp/doc-$(echo "$doc" | tr '/.' '__')" '
        /^```go$/ { inside = 1; n++; next }
        /^```/ && inside { inside = 0; next }
        inside { print > (prefix "-" n ".go") }' "$root/$doc"
done
for f in "$tmp"/doc-*.go; do
    [ "$(head -n 1 "$f")" = "package main" ] || continue
    programs=$((programs + 1))
    name=$(basename "$f" .go)
    mkdir -p "$tmp/$name"
    cp "$tmp/readme.mod" "$tmp/$name/go.mod"
    cp "$f" "$tmp/$name/main.go"
    (cd "$tmp/$name" && gofmt -l -d . && go vet . && go run .) >"$tmp/out" 2>&1 &&
        [ -z "$(sed -n '/^---\|^+++/p' "$tmp/out")" ] &&
        head -n 1 "$tmp/out" | grep -q '^29 fifteen 2, .* his nob is 29$'
    result $? "${name#doc-} (a whole program) is gofmt's, vets, and runs, printing 29 and the announcement"
done
: >"$tmp/out"
[ "$programs" -ge 3 ]
result $? "the docs hold $programs whole Go programs (README.md, docs/go.md, bindings/go/README.md)"

tap_end
