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
if ! command -v go >/dev/null 2>&1; then
    echo "# skip: go not found, the Go binding is not tested"
    echo "0 passed, 0 failed"
    exit 0
fi
root=$(cd "$(dirname "$0")/.." && pwd)
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
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

# ok NAME STATUS [LOG]: one TAP line; on failure the log, as comments.
ok() {
    n=$((n + 1))
    if [ "$2" -eq 0 ]; then
        echo "ok $n - $1"
    else
        echo "not ok $n - $1"
        [ -n "$3" ] && sed 's/^/#   /' "$3" | head -60
        failed=$((failed + 1))
    fi
}

# One file in bindings/go/internal/csrc for each src/*.c, including it, and no other.
csrc="$root/bindings/go/internal/csrc"
: >"$tmp/csrc"
for f in "$root"/src/*.c; do
    name=${f##*/}
    grep -qx "#include \"../../../../src/$name\"" "$csrc/$name" 2>/dev/null ||
        echo "bindings/go/internal/csrc/$name does not #include \"../../../../src/$name\"" >>"$tmp/csrc"
done
for f in "$csrc"/*.c; do
    [ -e "$root/src/${f##*/}" ] || echo "bindings/go/internal/csrc/${f##*/} has no src/${f##*/}" >>"$tmp/csrc"
done
[ -s "$tmp/csrc" ]
ok "bindings/go/internal/csrc compiles every src/*.c and nothing else" $((1 - $?)) "$tmp/csrc"

cd "$root/bindings/go" || exit 1
gofmt -l . >"$tmp/gofmt" 2>&1 && [ ! -s "$tmp/gofmt" ]
ok "gofmt -l bindings/go finds nothing to format" $? "$tmp/gofmt"

go vet ./... >"$tmp/vet" 2>&1
ok "go vet ./..." $? "$tmp/vet"

# Each test, example and fuzz target's seeds, as go test -v reports them; a build that
# fails, or a failure that no test owns, fails too. The log follows a failure.
go test -count=1 -v ./... >"$tmp/test" 2>&1
status=$?
awk '/^ *--- (PASS|FAIL|SKIP): / {
    print ($2 == "FAIL:") " " $3 ($2 == "SKIP:" ? " # skip" : "") }' "$tmp/test" >"$tmp/tap"
before=$failed
while read -r st name; do
    ok "go test: $name" "$st"
done <"$tmp/tap"
if [ "$status" -ne 0 ] && [ "$failed" -eq "$before" ] || [ ! -s "$tmp/tap" ]; then
    ok "go test ./... (exit status $status)" 1
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
(cd "$tmp/user" && go run .) >"$tmp/user.out" 2>&1 && [ "$(cat "$tmp/user.out")" = 29 ]
ok "a fresh module with require and replace scores 5h 5d 5c Js, starter 5s, as 29" $? "$tmp/user.out"

echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
