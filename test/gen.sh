#!/bin/sh
# SPDX-License-Identifier: MIT
# Every generated file must be exactly what its generator writes from today's sources:
#   src/gen/fast_tables.h                    tools/gen_tables.c                 (make gen)
#   src/gen/chance_table.h                   tools/gen_chance.c, from tools/chance_deals.txt
#                                            and tools/chance_end.txt
#   src/gen/peg_table.h (every 61st entry)   tools/gen_peg.c                    (make gen-peg)
#   src/gen/keep_table.h (every 13th entry)  tools/gen_keep.c                   (make gen)
#   bindings/python/libcrib/_layout.py   tools/gen_layout.c, python         (make layout)
#   bindings/python/libcrib/_enums.py    tools/gen_layout.c, python-enums   (make layout)
#   bindings/js/layout.mjs               tools/gen_layout.c, js             (make layout)
#   src/gen/names.h                      tools/gen_layout.c, c-names        (make layout)
#   bindings/js/layout.d.mts             tools/gen_layout.c, dts            (make layout)
#   bindings/go/consts_gen.go            tools/gen_layout.c, go             (make layout)
#   bindings/rust/src/ffi.rs             tools/gen_layout.c, rust           (make layout)
#   bindings/rust/src/enums.rs           tools/gen_layout.c, rust-enums     (make layout)
# The generators are built by make under BUILD (default build).
build=${BUILD:-build}
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.diff"' EXIT
n=0
failed=0

# check FILE WHY COMMAND...: FILE must equal what COMMAND prints.
check() {
    file=$1
    why=$2
    shift 2
    n=$((n + 1))
    if "$@" >"$tmp" 2>/dev/null && diff -u "$file" "$tmp" >"$tmp.diff"; then
        echo "ok $n - $file is what $why writes"
    else
        echo "not ok $n - $file differs from what $why writes (run make gen layout)"
        sed 's/^/#   /' "$tmp.diff" | head -40
        failed=$((failed + 1))
    fi
}

check src/gen/fast_tables.h tools/gen_tables.c "$build/tools/gen_tables"
check src/gen/chance_table.h tools/gen_chance.c "$build/tools/gen_chance" \
    tools/chance_deals.txt tools/chance_end.txt
check bindings/python/libcrib/_layout.py "tools/gen_layout.c (python)" \
    "$build/tools/layout_probe" python
check bindings/python/libcrib/_enums.py "tools/gen_layout.c (python-enums)" \
    "$build/tools/layout_probe" python-enums
check bindings/js/layout.mjs "tools/gen_layout.c (js)" "$build/tools/layout_probe" js
check bindings/js/layout.d.mts "tools/gen_layout.c (dts)" "$build/tools/layout_probe" dts
check src/gen/names.h "tools/gen_layout.c (c-names)" "$build/tools/layout_probe" c-names
check bindings/go/consts_gen.go "tools/gen_layout.c (go)" "$build/tools/layout_probe" go
check bindings/rust/src/ffi.rs "tools/gen_layout.c (rust)" "$build/tools/layout_probe" rust
check bindings/rust/src/enums.rs "tools/gen_layout.c (rust-enums)" "$build/tools/layout_probe" \
    rust-enums
# The pegging estimate takes a minute to write whole: every 61st entry is rewritten, and
# those lines must be in the shipped file as they are.
n=$((n + 1))
if "$build/tools/gen_peg" --every 61 >"$tmp" 2>/dev/null && [ -s "$tmp" ] &&
    [ "$(grep -cFxf "$tmp" src/gen/peg_table.h)" -eq "$(wc -l <"$tmp")" ]; then
    echo "ok $n - src/gen/peg_table.h holds what tools/gen_peg.c writes (every 61st entry)"
else
    echo "not ok $n - src/gen/peg_table.h differs from what tools/gen_peg.c writes (make gen-peg)"
    failed=$((failed + 1))
fi
# The strong and the easy bots' keeps take some ten seconds to write whole: every 13th entry
# is rewritten.
n=$((n + 1))
if "$build/tools/gen_keep" --every 13 >"$tmp" 2>/dev/null && [ -s "$tmp" ] &&
    [ "$(grep -cFxf "$tmp" src/gen/keep_table.h)" -eq "$(wc -l <"$tmp")" ]; then
    echo "ok $n - src/gen/keep_table.h holds what tools/gen_keep.c writes (every 13th entry)"
else
    echo "not ok $n - src/gen/keep_table.h differs from what tools/gen_keep.c writes (make gen)"
    failed=$((failed + 1))
fi
echo "$((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
