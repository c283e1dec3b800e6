#!/bin/sh
# SPDX-License-Identifier: MIT
# The Rust crate's tests: `cargo test --offline` in bindings/rust (unit tests, the answer
# files, doc tests), its build script linking the lib/libcrib.a that make built
# (LIBCRIB_LIB_DIR; without it, it compiles src/ itself), then a fresh crate outside the
# tree that depends on it by path and scores the 29 hand. Nothing comes from a registry.
# Cargo's output goes to build/rust. With WERROR=1 (as CI builds) warnings are errors.
# Skips, passing, where cargo is missing (looked for on PATH and in ~/.cargo/bin) or older
# than the crate's rust-version.
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/test/tap.sh"
cargo=$(command -v cargo 2>/dev/null || true)
if [ -z "$cargo" ] && [ -x "${CARGO_HOME:-$HOME/.cargo}/bin/cargo" ]; then
    cargo="${CARGO_HOME:-$HOME/.cargo}/bin/cargo"
    PATH="$(dirname "$cargo"):$PATH"
    export PATH
fi
[ -n "$cargo" ] || skip_all "cargo not found; the Rust crate is not tested"
# The crate's rust-version (Cargo.toml), against cargo's own: an older cargo skips too.
need=$(sed -n 's/^rust-version = "\([0-9]*\.[0-9]*\).*/\1/p' "$root/bindings/rust/Cargo.toml")
have=$("$cargo" --version 2>/dev/null | sed -n 's/^cargo \([0-9]*\.[0-9]*\).*/\1/p')
if [ -z "$have" ] || [ "${have%.*}" -lt "${need%.*}" ] ||
    { [ "${have%.*}" -eq "${need%.*}" ] && [ "${have#*.}" -lt "${need#*.}" ]; }; then
    older="$cargo is ${have:-of an unknown version}, older than the crate's rust-version $need"
    skip_all "$older; the Rust crate is not tested"
fi

CARGO_TARGET_DIR="$root/build/rust"
export CARGO_TARGET_DIR
if [ -f "$root/lib/libcrib.a" ]; then
    LIBCRIB_LIB_DIR="$root/lib"
    export LIBCRIB_LIB_DIR
fi
unset LIBCRIB_LINK
if [ "${WERROR:-0}" = 1 ]; then
    RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-D warnings"
    export RUSTFLAGS
fi

# Each test of cargo's output as a TAP line; a build that fails, a run that fails with no
# test failing, or a run of no tests, is one failure.
(cd "$root/bindings/rust" && "$cargo" test --offline --color never) >"$tmp/log" 2>&1
rc=$?
results=$(grep -E '^test .* \.\.\. (ok|FAILED|ignored)$' "$tmp/log")
if [ -n "$results" ]; then
    while IFS= read -r line; do
        name=${line#test }
        name=${name% ... *}
        case $line in
            *"... FAILED") result 1 "rust: $name" ;;
            *) result 0 "rust: $name" ;;
        esac
    done <<EOF
$results
EOF
fi
if [ "$rc" -ne 0 ] || [ -z "$results" ]; then
    grep -q '\.\.\. FAILED$' "$tmp/log" || result 1 "cargo test in bindings/rust (exit status $rc)"
    sed 's/^/#   /' "$tmp/log" | tail -60
fi

# A crate of its own, outside the tree, with the binding as a path dependency.
mkdir -p "$tmp/user/src"
cat >"$tmp/user/Cargo.toml" <<EOF
[package]
name = "libcrib-user"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
libcrib = { path = "$root/bindings/rust" }

[workspace]
EOF
cat >"$tmp/user/src/main.rs" <<'EOF'
fn main() {
    match libcrib::score("5h 5d 5c Js", "5s", false) {
        Ok(score) => println!("{}", score.total),
        Err(e) => println!("error: {e}"),
    }
}
EOF
out=$(cd "$tmp/user" && "$cargo" run --offline --quiet --color never 2>"$tmp/out")
tap_lines=30
if [ "$out" = 29 ]; then
    result 0 "rust: a crate depending on bindings/rust by path scores 5h 5d 5c Js 5s as 29"
else
    result 1 "rust: a crate depending on bindings/rust by path printed '$out', not 29"
fi

tap_end
