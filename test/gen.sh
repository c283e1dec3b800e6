#!/bin/sh
# SPDX-License-Identifier: MIT
# Every generated file must be exactly what its generator writes from today's sources:
#   src/gen/fast_tables.h                    tools/gen_tables.c                 (make gen)
#   src/gen/chance_table.h                   tools/gen_chance.c, from tools/chance_deals.txt,
#                                            tools/chance_end.txt and tools/chance_pairs.txt
#   src/gen/chance_five_table.h              tools/gen_chance.c --five-card, from
#                                            tools/chance_five_deals.txt
#   src/gen/chance_two_table.h               tools/gen_chance.c --two-to-crib, from
#                                            tools/chance_two_deals.txt
#   src/gen/peg_table.h (every 61st entry)   tools/gen_peg.c                    (make gen-peg)
#   src/gen/keep_table.h (every 13th entry)  tools/gen_keep.c                   (make gen)
#   src/gen/keep_five_table.h (every 13th)   tools/gen_keep.c --five-card       (make gen)
#   src/gen/keep_two_table.h (every 13th)    tools/gen_keep.c --two-to-crib     (make gen)
#   src/gen/peg_multi_table.h (every 97th)   tools/gen_peg_multi.c        (make gen-peg-multi)
#   bench/peg_search_table.h (every 61st)    tools/gen_peg_search.c      (make gen-peg-search)
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
. test/tap.sh

# check FILE WHY COMMAND...: FILE must equal what COMMAND prints; the first lines of the
# difference follow a failure.
check() {
    file=$1
    why=$2
    shift 2
    : >"$tmp/diff"
    if "$@" >"$tmp/written" 2>/dev/null && diff -u "$file" "$tmp/written" >"$tmp/diff"; then
        result 0 "$file is what $why writes"
    else
        head -40 "$tmp/diff" >"$tmp/out"
        result 1 "$file differs from what $why writes (run make gen layout)"
    fi
}

check src/gen/fast_tables.h tools/gen_tables.c "$build/tools/gen_tables"
check src/gen/chance_table.h tools/gen_chance.c "$build/tools/gen_chance" \
    tools/chance_deals.txt tools/chance_end.txt tools/chance_pairs.txt tools/chance_end_sweep.txt \
    tools/chance_end_sweep_30.txt
check src/gen/chance_five_table.h "tools/gen_chance.c --five-card" "$build/tools/gen_chance" \
    --five-card tools/chance_five_deals.txt
check src/gen/chance_two_table.h "tools/gen_chance.c --two-to-crib" "$build/tools/gen_chance" \
    --two-to-crib tools/chance_two_deals.txt
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
rm -f "$tmp/out"
if "$build/tools/gen_peg" --every 61 >"$tmp/written" 2>/dev/null && [ -s "$tmp/written" ] &&
    [ "$(grep -cFxf "$tmp/written" src/gen/peg_table.h)" -eq "$(wc -l <"$tmp/written")" ]; then
    result 0 "src/gen/peg_table.h holds what tools/gen_peg.c writes (every 61st entry)"
else
    result 1 "src/gen/peg_table.h differs from what tools/gen_peg.c writes (make gen-peg)"
fi
# The pegging estimate by the expert's search takes half a minute: every 61st entry.
rm -f "$tmp/out"
if "$build/tools/gen_peg_search" --every 61 >"$tmp/written" 2>/dev/null && [ -s "$tmp/written" ] &&
    [ "$(grep -cFxf "$tmp/written" bench/peg_search_table.h)" -eq "$(wc -l <"$tmp/written")" ]; then
    result 0 "bench/peg_search_table.h holds what tools/gen_peg_search.c writes (every 61st entry)"
else
    result 1 "bench/peg_search_table.h differs from what tools/gen_peg_search.c writes (make gen-peg-search)"
fi
# The strong and the easy bots' keeps take some ten seconds to write whole: every 13th entry
# is rewritten.
if "$build/tools/gen_keep" --every 13 >"$tmp/written" 2>/dev/null && [ -s "$tmp/written" ] &&
    [ "$(grep -cFxf "$tmp/written" src/gen/keep_table.h)" -eq "$(wc -l <"$tmp/written")" ]; then
    result 0 "src/gen/keep_table.h holds what tools/gen_keep.c writes (every 13th entry)"
else
    result 1 "src/gen/keep_table.h differs from what tools/gen_keep.c writes (make gen)"
fi
five=src/gen/keep_five_table.h
if "$build/tools/gen_keep" --five-card --every 13 >"$tmp/written" 2>/dev/null &&
    [ -s "$tmp/written" ] &&
    [ "$(grep -cFxf "$tmp/written" "$five")" -eq "$(wc -l <"$tmp/written")" ]; then
    result 0 "src/gen/keep_five_table.h holds what gen_keep --five-card writes (every 13th)"
else
    result 1 "src/gen/keep_five_table.h differs from what gen_keep --five-card writes (make gen)"
fi
two=src/gen/keep_two_table.h
if "$build/tools/gen_keep" --two-to-crib --every 13 >"$tmp/written" 2>/dev/null &&
    [ -s "$tmp/written" ] &&
    [ "$(grep -cFxf "$tmp/written" "$two")" -eq "$(wc -l <"$tmp/written")" ]; then
    result 0 "src/gen/keep_two_table.h holds what gen_keep --two-to-crib writes (every 13th)"
else
    result 1 "src/gen/keep_two_table.h differs from what gen_keep --two-to-crib writes (make gen)"
fi
# The three- and four-handed pegging estimate takes minutes to write whole: every 97th entry
# of each table is rewritten.
if "$build/tools/gen_peg_multi" --every 97 >"$tmp/written" 2>/dev/null && [ -s "$tmp/written" ] &&
    [ "$(grep -cFxf "$tmp/written" src/gen/peg_multi_table.h)" -eq "$(wc -l <"$tmp/written")" ]; then
    result 0 "src/gen/peg_multi_table.h holds what tools/gen_peg_multi.c writes (every 97th entry)"
else
    result 1 "src/gen/peg_multi_table.h differs from what tools/gen_peg_multi.c writes (make gen-peg-multi)"
fi
tap_end
