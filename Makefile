# SPDX-License-Identifier: MIT
# libcrib: plain GNU make and a C compiler, nothing else.
#
#   make                 the libraries, cribbage.pc, bin/crib and the examples
#   make check           every test, the export, table, man page and fuzz-target checks,
#                        the install test, the binding and package tests and the web page's
#   make test            the test programs alone, and each fuzz target replaying its corpus
#                        without libFuzzer (CI runs these under sanitizers)
#   make gen             rewrite the generated tables (src/gen/fast_tables.h, src/gen/chance_table.h,
#                        src/gen/chance_five_table.h, src/gen/chance_two_table.h,
#                        src/gen/keep_table.h,
#                        src/gen/keep_five_table.h, src/gen/keep_two_table.h)
#   make layout          rewrite the bindings' generated layouts, the Python binding's enums,
#                        the Go binding's constants and the Rust binding's declarations and
#                        enums (see tools/gen_layout.c)
#   make check-gen       fail if regenerating the tables or layouts would change them, or
#                        if the shipped crib model fails its checks (test/crib_model.sh)
#   make gen-peg         rewrite the expert bot's pegging estimate (src/gen/peg_table.h; a minute)
#   make gen-peg-multi   rewrite its three- and four-handed pegging estimate
#                        (src/gen/peg_multi_table.h; a few minutes)
#   make gen-crib-model  rewrite the optimal crib model (src/gen/crib_model.h; minutes)
#   make man             rewrite the library's man pages from include/crib.h (man/libcrib.3,
#                        man/man3/*.3)
#   make check-man       fail if regenerating the man pages would change them
#   make bench           time the fast evaluator against a plain scorer, the arena, crib
#                        arena through its JSON-lines protocol, the Python binding's
#                        single calls against its bulk ones, and the server's tables over
#                        WebSockets (not part of check)
#   make wasm            the library for WebAssembly, for bindings/js (clang and wasm-ld)
#   make npm             the npm package build/npm/libcrib-VERSION.tgz (and npm)
#   make tsan            the threads test under ThreadSanitizer (clang; not part of check)
#   make install         PREFIX (default /usr/local) and DESTDIR are honoured; by root with
#                        no DESTDIR, into a directory the loader searches, runs ldconfig
#   make uninstall
#   make WERROR=1 ...    warnings become errors (CI does this with gcc and with clang)

# The release version lives in include/crib.h alone. Its major number is the ABI's: it
# changes only with an incompatible ABI change, so the soname is libcrib.so.MAJOR and the
# file is named after the whole release, libcrib.so.MAJOR.MINOR.PATCH (1.0.0 is
# libcrib.so.1.0.0, soname libcrib.so.1).
header_define = $(shell sed -n 's/^\#define CRIB_VERSION_$(1) \([0-9]*\)$$/\1/p' include/crib.h)
VERSION_MAJOR := $(call header_define,MAJOR)
VERSION_MINOR := $(call header_define,MINOR)
VERSION_PATCH := $(call header_define,PATCH)
VERSION := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)
ABI_MAJOR := $(VERSION_MAJOR)

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR ?= $(LIBDIR)/cmake/cribbage
MANDIR ?= $(PREFIX)/share/man

CC ?= cc
CFLAGS ?= -O2 -g
CPPFLAGS ?=
LDFLAGS ?=
# The standard, the warnings and the library's flags are flags.mk's, which CMakeLists.txt
# reads too: one set for both builds.
include flags.mk
WARNFLAGS := $(CRIB_STD) $(CRIB_WARNINGS)
ifeq ($(WERROR),1)
WARNFLAGS += -Werror
endif
# CPPFLAGS is honoured everywhere CFLAGS is, so that distributions' hardening flags
# (-D_FORTIFY_SOURCE=2 and the like) reach every compile.
ALL_CFLAGS := $(WARNFLAGS) $(CPPFLAGS) $(CFLAGS) -Iinclude
LIB_CFLAGS := $(ALL_CFLAGS) -fPIC $(CRIB_LIB_CFLAGS)

BUILD := build
# What the library itself links: the C library and its maths (sqrt, for the arena's
# intervals). Programs that link libcrib.a add it; cribbage.pc says so in Libs.private.
LIB_LIBS := -lm
# The generators (see tools/): defined here, before any rule names them, since make reads
# a rule's prerequisites as it meets the rule.
GEN_TABLES := $(BUILD)/tools/gen_tables
GEN_MAN := $(BUILD)/tools/gen_man
GEN_CRIB_MODEL := $(BUILD)/tools/gen_crib_model
GEN_CHANCE := $(BUILD)/tools/gen_chance
GEN_PEG := $(BUILD)/tools/gen_peg
GEN_KEEP := $(BUILD)/tools/gen_keep
GEN_PEG_MULTI := $(BUILD)/tools/gen_peg_multi
GEN_PEG_SEARCH := $(BUILD)/tools/gen_peg_search
# The programs that record the strong bot's games for the chance table (see tools/).
CHANCE_RECORDERS := $(BUILD)/tools/chance_deals $(BUILD)/tools/chance_end \
	$(BUILD)/tools/chance_pairs $(BUILD)/tools/chance_sweep
# The fit of the strong bot's play against the expert's model of it (see tools/play_fit.c).
PLAY_FIT := $(BUILD)/tools/play_fit
GEN_LAYOUT := $(BUILD)/tools/gen_layout
LAYOUT_PROBE := $(BUILD)/tools/layout_probe
LAYOUT_PY := bindings/python/libcrib/_layout.py
ENUMS_PY := bindings/python/libcrib/_enums.py
LAYOUT_JS := bindings/js/layout.mjs
LAYOUT_DTS := bindings/js/layout.d.mts
LAYOUT_GO := bindings/go/consts_gen.go
LAYOUT_RS := bindings/rust/src/ffi.rs
ENUMS_RS := bindings/rust/src/enums.rs
CLI_NAMES := src/gen/names.h
GENERATORS := $(GEN_TABLES) $(GEN_CHANCE) $(GEN_PEG) $(GEN_KEEP) $(GEN_PEG_MULTI) \
	$(GEN_PEG_SEARCH) $(LAYOUT_PROBE)
STATIC_LIB := lib/libcrib.a
SONAME := libcrib.so.$(ABI_MAJOR)
SHARED_LIB := lib/libcrib.so.$(VERSION)

LIB_SRC := $(wildcard src/*.c)
LIB_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/src/%.o)
LIB_HDR := include/crib.h $(wildcard src/*.h) $(wildcard src/gen/*.h)

CLI_SRC := $(wildcard cli/*.c)
CLI_OBJ := $(CLI_SRC:cli/%.c=$(BUILD)/cli/%.o)
# The library's sources that crib compiles into itself as well: the JSON reader and the
# text helpers it calls, which the library keeps hidden (bin/crib sees only its exports).
# One source, two builds: crib and test_cli_exec link these objects, the library its own.
CLI_SHARED_SRC := src/record_json.c src/text.c
CLI_SHARED_OBJ := $(CLI_SHARED_SRC:src/%.c=$(BUILD)/cli/src/%.o)

# Every deal solved on threads (solve/): built into bin/crib (crib solve) and into the crib
# model's generator; it depends on the library alone, and neither of them on the other.
SOLVE_SRC := $(wildcard solve/*.c)
SOLVE_OBJ := $(SOLVE_SRC:solve/%.c=$(BUILD)/solve/%.o)

EXAMPLE_SRC := $(wildcard examples/*.c)
EXAMPLES := $(EXAMPLE_SRC:examples/%.c=$(BUILD)/examples/%)

# Each test/test_*.c is one test program; the other test/*.c files are shared helpers
# (the reference scorer) linked into every test program. The helpers that record checks
# (harness.h, helpers.h, cli_run.h, procs.h) are header-only, as each program keeps its own
# count of checks.
TEST_SRC := $(wildcard test/test_*.c)
TESTS := $(TEST_SRC:test/%.c=$(BUILD)/test/%)
TEST_HELPER_SRC := $(filter-out $(TEST_SRC),$(wildcard test/*.c))
TEST_HELPER_OBJ := $(TEST_HELPER_SRC:test/%.c=$(BUILD)/test/%.o)

.PHONY: all check test check-exports check-gen gen man check-man bench test-install install \
	uninstall clean
.DELETE_ON_ERROR:
.SECONDARY:

all: $(STATIC_LIB) $(SHARED_LIB) lib/$(SONAME) lib/libcrib.so cribbage.pc \
	cribbage-uninstalled.pc bin/crib $(EXAMPLES)

$(BUILD)/src/%.o: src/%.c $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(LIB_CFLAGS) -c -o $@ $<

$(STATIC_LIB): $(LIB_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

# Every exported symbol carries the version node CRIB_<ABI major> (as jansson does with
# JANSSON_4): the linker script is written from src/exports.txt, and test/exports.sh
# checks that each dynamic symbol has it.
VERSION_SCRIPT := $(BUILD)/libcrib.map

$(VERSION_SCRIPT): src/exports.txt include/crib.h
	@mkdir -p $(@D)
	{ echo 'CRIB_$(ABI_MAJOR) {'; echo '  global:'; sed 's/.*/    &;/' src/exports.txt; \
	  echo '  local: *;'; echo '};'; } > $@

$(SHARED_LIB): $(LIB_OBJ) $(VERSION_SCRIPT)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--version-script,$(VERSION_SCRIPT) \
		-o $@ $(LIB_OBJ) $(LDFLAGS) $(LIB_LIBS)

lib/$(SONAME): $(SHARED_LIB)
	ln -sf $(notdir $<) $@

lib/libcrib.so: lib/$(SONAME)
	ln -sf $(notdir $<) $@

# fill_in(template, prefix, libdir, includedir): a pkg-config or CMake file for those
# paths, with the libraries' names (cmake/cribbage-targets.cmake.in, which CMake's install
# fills with its own platform's): ELF's, the shared library in libdir beside the static one,
# no import library.
fill_in = sed -e 's|@PREFIX@|$(2)|g' -e 's|@LIBDIR@|$(3)|g' -e 's|@INCLUDEDIR@|$(4)|g' \
	-e 's|@VERSION@|$(VERSION)|g' -e 's|@ABI_MAJOR@|$(ABI_MAJOR)|g' \
	-e 's|@SHARED_DIR@|$(3)|g' -e 's|@SHARED_LIB@|$(notdir $(SHARED_LIB))|g' \
	-e 's|@SONAME@|$(SONAME)|g' -e 's|@IMPORT_LIB@||g' \
	-e 's|@STATIC_LIB@|$(notdir $(STATIC_LIB))|g' -e 's|@STATIC_LIBS@|$(LIB_LIBS:-l%=%)|g' $(1)
pc_file = $(call fill_in,cribbage.pc.in,$(1),$(2),$(3))

# The CMake package is relocatable: cribbage-targets.cmake finds the prefix from its own
# place, CMAKEDIR's depth below PREFIX, and LIBDIR and INCLUDEDIR below that (a folder given
# outside PREFIX stays absolute), as CMake's install writes it from the same template.
cmake_empty :=
cmake_below = $(patsubst $(PREFIX)/%,%,$(1))
cmake_moves = $(filter $(PREFIX)/%,$(CMAKEDIR))
cmake_up = $(subst $(cmake_empty) $(cmake_empty),/,$(patsubst %,..,$(subst /, ,$(call \
	cmake_below,$(CMAKEDIR)))))
cmake_prefix = $(if $(cmake_moves),$${CMAKE_CURRENT_LIST_DIR}/$(cmake_up),$(PREFIX))
cmake_path = $(if $(and $(cmake_moves),$(filter $(PREFIX)/%,$(1))),$${_cribbage_prefix}/$(call \
	cmake_below,$(1)),$(1))
cmake_targets = $(call fill_in,cmake/cribbage-targets.cmake.in,$(cmake_prefix),$(call \
	cmake_path,$(LIBDIR)),$(call cmake_path,$(INCLUDEDIR)))

cribbage.pc: cribbage.pc.in include/crib.h
	$(call pc_file,$(PREFIX),$(LIBDIR),$(INCLUDEDIR)) > $@

# The tree itself as a package, for building against it without installing.
cribbage-uninstalled.pc: cribbage-uninstalled.pc.in include/crib.h
	$(call fill_in,$<,$(CURDIR),$(CURDIR)/lib,$(CURDIR)/include) > $@

# src/ is on the program's path for the library's headers of CLI_SHARED_SRC (record_json.h).
CLI_CFLAGS := $(ALL_CFLAGS) -Isrc -Isolve -Isrc/gen -pthread

$(BUILD)/cli/%.o: cli/%.c include/crib.h $(wildcard cli/*.h) $(wildcard solve/*.h) $(CLI_NAMES) \
		$(wildcard src/*.h)
	@mkdir -p $(@D)
	$(CC) $(CLI_CFLAGS) -c -o $@ $<

$(CLI_SHARED_OBJ): $(BUILD)/cli/src/%.o: src/%.c $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(CLI_CFLAGS) -c -o $@ $<

$(BUILD)/solve/%.o: solve/%.c include/crib.h $(wildcard solve/*.h)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -pthread -c -o $@ $<

# crib links the shared library, as any program using libcrib would, and finds it at
# ../lib beside itself: lib/ in the tree, $(PREFIX)/lib once installed (elsewhere the
# system's search path, after ldconfig). It may use threads (crib solve, crib arena); the
# library never does.
bin/crib: $(CLI_OBJ) $(CLI_SHARED_OBJ) $(SOLVE_OBJ) lib/libcrib.so
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -pthread -o $@ $(CLI_OBJ) $(CLI_SHARED_OBJ) $(SOLVE_OBJ) -Llib -lcrib \
		-Wl,-rpath,'$$ORIGIN/../lib' $(LDFLAGS) -lm

$(BUILD)/examples/%: examples/%.c include/crib.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -pthread -o $@ $< $(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

# Some tests include the library's own headers (src/search.h, src/opponent.h, ...).
$(BUILD)/test/%.o: test/%.c include/crib.h $(wildcard test/*.h) $(wildcard src/*.h) \
		src/gen/chance_table.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# -pthread for test_threads, which calls the library from several threads at once.
$(BUILD)/test/test_%: $(BUILD)/test/test_%.o $(TEST_HELPER_OBJ) $(STATIC_LIB)
	$(CC) $(CFLAGS) -pthread -o $@ $^ $(LDFLAGS) -lm

# Each fuzz target again, built by CC without libFuzzer and linked with fuzz/replay.c: it
# replays the target's corpus, test/corpus/<name>/ (seeds and past findings), so that they
# are regression tests wherever the tests run, sanitizers or not.
REPLAYS := $(patsubst fuzz/%.c,$(BUILD)/replay/%,$(wildcard fuzz/fuzz_*.c))
REPLAY_HELPER_OBJ := $(BUILD)/test/reference.o $(BUILD)/test/peg_reference.o \
	$(BUILD)/test/discard_reference.o

# test_cli_exec drives crib arena's outside-program code, its protocol's pieces and the JSON
# writer in its own process (a failing fork cannot be arranged for bin/crib from outside), so
# it links those objects of the crib program, with the library's reader as crib has it.
CLI_EXEC_OBJ := $(BUILD)/cli/arena_exec.o $(BUILD)/cli/arena_group.o $(BUILD)/cli/arena_proto.o \
	$(BUILD)/cli/json.o $(BUILD)/cli/messages.o $(CLI_SHARED_OBJ)

$(BUILD)/test/test_cli_exec.o: cli/arena_exec.h cli/arena_proto.h cli/json.h cli/cli.h

$(BUILD)/test/test_cli_exec: $(BUILD)/test/test_cli_exec.o $(TEST_HELPER_OBJ) $(CLI_EXEC_OBJ) \
		$(STATIC_LIB)
	$(CC) $(CFLAGS) -pthread -o $@ $^ $(LDFLAGS) -lm


$(BUILD)/replay/fuzz_%: fuzz/replay.c fuzz/fuzz_%.c fuzz/fuzz.h include/crib.h \
		$(wildcard test/*.h) $(REPLAY_HELPER_OBJ) $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itest -DREPLAY_TARGET='"fuzz_$*"' -DREPLAY_CORPUS='"test/corpus/$*"' \
		-o $@ fuzz/replay.c fuzz/fuzz_$*.c $(REPLAY_HELPER_OBJ) $(STATIC_LIB) $(LDFLAGS) -lm

# Every test program and corpus replay, then the scripts that test/list.txt marks "check"
# (ctest reads the same list): the export, table, crib model and man page checks, the check
# that every exported function has a fuzz target, the install test, crib.h from C++
# (test/cxx.sh, with CXX), the binding tests, the packages' (pip install in a fresh venv;
# npm pack, tsc and Chromium), the web page's, the Go module's and the Rust crate's (cargo
# test, offline, against lib/libcrib.a), the crib program's examples in README.md and
# docs/*.md, and the layout of the C sources, with one closing line.
CHECK_SCRIPTS := $(shell awk '/^[a-z]/ && $$2 == "check" { print $$1 }' test/list.txt)

check: all $(TESTS) $(REPLAYS) $(GENERATORS) $(GEN_MAN) $(GEN_CRIB_MODEL) $(CHANCE_RECORDERS) \
       $(PLAY_FIT)
	@CC='$(CC)' CXX='$(CXX)' sh test/run.sh $(TESTS) $(REPLAYS) $(CHECK_SCRIPTS)

test: $(TESTS) $(REPLAYS) bin/crib $(EXAMPLES)
	@sh test/run.sh $(TESTS) $(REPLAYS)

check-exports: $(SHARED_LIB) lib/libcrib.so
	@sh test/exports.sh

# The fast evaluator's tables are written by a program kept in tools/; the written file is
# checked in, and check-gen (part of check) fails when it is not what the program writes.
$(GEN_TABLES): tools/gen_tables.c tools/colex.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

# The win-probability table (src/gen/chance_table.h) is computed by tools/gen_chance.c from
# the strong bot's recorded deals (tools/chance_deals.txt, which tools/chance_deals.c
# writes), its measured wins from the last points of the game (tools/chance_end.txt,
# which tools/chance_end.c writes, and out to the dealer's 30 points
# tools/chance_end_sweep.txt, which tools/chance_sweep_parts.sh end writes in parts over
# hours) and its deals near the end played for the win and as in
# mid-game (tools/chance_pairs.txt, which tools/chance_pairs.c writes); see the files'
# heads for the commands. The recording takes two hours of CPU and is not redone by make;
# the recorders, and tools/chance_sweep.c that checks the table against the strong bot's
# games at every position of the end, are built by make check.
# The five-card game's table (src/gen/chance_five_table.h) comes from its recorded deals
# alone (tools/chance_five_deals.txt, chance_deals five-card: a minute), and so does the
# game with two into the crib's (src/gen/chance_two_table.h, tools/chance_two_deals.txt,
# chance_deals two-to-crib: eight minutes).
$(GEN_CHANCE): tools/gen_chance.c src/chance_model.h src/ladder.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS) -lm

$(BUILD)/tools/chance_%: tools/chance_%.c include/crib.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

# The fit of the expert's model of the strong bot's play, a pair held included
# (tools/play_fit.c, EXPERT_PAIR_* in src/opponent.h): about a minute. Built by make check,
# run by hand (docs/figures.md has its output).
$(PLAY_FIT): tools/play_fit.c include/crib.h src/expert.h src/opponent.h src/peg_problem.h \
		src/endgame.h src/pile.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ $< $(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

# The expert bot's pegging estimate (src/gen/peg_table.h) takes tools/gen_peg.c about a
# minute to write, so check-gen reruns only every 61st entry (test/gen.sh); make gen-peg
# rewrites it.
$(GEN_PEG): tools/gen_peg.c tools/colex.h src/pile.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

# Which keeps the strong and the easy bots make, for the expert bot's inference of the
# opponent's hand (src/gen/keep_table.h, src/gen/keep_five_table.h for the five-card game
# and src/gen/keep_two_table.h with two into the crib): tools/gen_keep.c asks the library's discard analysis and crib_bot_discard(), about
# ten seconds; check-gen reruns every 13th entry (test/gen.sh), make gen rewrites them.
$(GEN_KEEP): tools/gen_keep.c tools/colex.h include/crib.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

.PHONY: gen-peg
gen-peg: $(GEN_PEG)
	$(GEN_PEG) > $(BUILD)/peg_table.h.new
	mv $(BUILD)/peg_table.h.new src/gen/peg_table.h

# The expert bot's three- and four-handed pegging estimate (src/gen/peg_multi_table.h): play-outs
# of the library's own search (src/expert_multi.c), a few minutes on one core, so check-gen
# reruns only every 97th entry (test/gen.sh); make gen-peg-multi rewrites it, after any change
# to how that search plays.
$(GEN_PEG_MULTI): tools/gen_peg_multi.c tools/colex.h include/crib.h src/expert_multi.h src/expert.h \
		$(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

.PHONY: gen-peg-multi
gen-peg-multi: $(GEN_PEG_MULTI)
	$(GEN_PEG_MULTI) > $(BUILD)/peg_multi_table.h.new
	mv $(BUILD)/peg_multi_table.h.new src/gen/peg_multi_table.h

# The pegging estimate by the expert's own search (bench/peg_search_table.h), which the
# candidate for a level above the expert keeps by (bench/bench_candidate.c): half a minute
# on one core, so check-gen reruns every 61st entry (test/gen.sh); make gen-peg-search
# rewrites it, after any change to the expert's search.
$(GEN_PEG_SEARCH): tools/gen_peg_search.c tools/colex.h include/crib.h src/expert.h src/search.h \
		src/peg_problem.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

.PHONY: gen-peg-search
gen-peg-search: $(GEN_PEG_SEARCH)
	$(GEN_PEG_SEARCH) > $(BUILD)/peg_search_table.h.new
	mv $(BUILD)/peg_search_table.h.new bench/peg_search_table.h

gen: $(GEN_TABLES) $(GEN_CHANCE) $(GEN_KEEP)
	$(GEN_KEEP) > $(BUILD)/keep_table.h.new
	mv $(BUILD)/keep_table.h.new src/gen/keep_table.h
	$(GEN_KEEP) --five-card > $(BUILD)/keep_five_table.h.new
	mv $(BUILD)/keep_five_table.h.new src/gen/keep_five_table.h
	$(GEN_KEEP) --two-to-crib > $(BUILD)/keep_two_table.h.new
	mv $(BUILD)/keep_two_table.h.new src/gen/keep_two_table.h
	$(GEN_TABLES) > $(BUILD)/fast_tables.h.new
	mv $(BUILD)/fast_tables.h.new src/gen/fast_tables.h
	$(GEN_CHANCE) tools/chance_deals.txt tools/chance_end.txt tools/chance_pairs.txt \
		tools/chance_end_sweep.txt tools/chance_end_sweep_30.txt \
		> $(BUILD)/chance_table.h.new
	mv $(BUILD)/chance_table.h.new src/gen/chance_table.h
	$(GEN_CHANCE) --five-card tools/chance_five_deals.txt > $(BUILD)/chance_five_table.h.new
	mv $(BUILD)/chance_five_table.h.new src/gen/chance_five_table.h
	$(GEN_CHANCE) --two-to-crib tools/chance_two_deals.txt > $(BUILD)/chance_two_table.h.new
	mv $(BUILD)/chance_two_table.h.new src/gen/chance_two_table.h

# The bindings' constants, structure layouts and function signatures come from crib.h in
# two steps (see tools/gen_layout.c): a program that reads the header writes a probe that
# the compiler fills in; the probe writes one module per binding. The written modules are
# checked in, and check-gen fails when they are not what the probe writes. layout.d.mts
# types layout.mjs for TypeScript (the npm package's declarations build on it). The probe
# also writes the Python binding's enums out as classes (_enums.py), so that type checkers
# see their members, the Go binding's constants, typed by group (consts_gen.go), and the
# Rust binding's FFI declarations (ffi.rs, each structure's layout asserted at compile time)
# and its enums (enums.rs; tools/layout_rust.h writes both).

$(GEN_LAYOUT): tools/gen_layout.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

$(BUILD)/tools/layout_probe.c: $(GEN_LAYOUT) include/crib.h
	$(GEN_LAYOUT) include/crib.h > $@

$(LAYOUT_PROBE): $(BUILD)/tools/layout_probe.c tools/layout_probe.h tools/layout_rust.h \
		include/crib.h
	$(CC) $(ALL_CFLAGS) -Itools -o $@ $< $(LDFLAGS)

.PHONY: layout
layout: $(LAYOUT_PROBE)
	$(LAYOUT_PROBE) python > $(BUILD)/layout.py.new
	$(LAYOUT_PROBE) python-enums > $(BUILD)/enums.py.new
	$(LAYOUT_PROBE) js > $(BUILD)/layout.mjs.new
	$(LAYOUT_PROBE) dts > $(BUILD)/layout.d.mts.new
	$(LAYOUT_PROBE) c-names > $(BUILD)/names.h.new
	$(LAYOUT_PROBE) go > $(BUILD)/consts_gen.go.new
	$(LAYOUT_PROBE) rust > $(BUILD)/ffi.rs.new
	$(LAYOUT_PROBE) rust-enums > $(BUILD)/enums.rs.new
	mv $(BUILD)/layout.py.new $(LAYOUT_PY)
	mv $(BUILD)/enums.py.new $(ENUMS_PY)
	mv $(BUILD)/layout.mjs.new $(LAYOUT_JS)
	mv $(BUILD)/layout.d.mts.new $(LAYOUT_DTS)
	mv $(BUILD)/names.h.new $(CLI_NAMES)
	mv $(BUILD)/consts_gen.go.new $(LAYOUT_GO)
	mv $(BUILD)/ffi.rs.new $(LAYOUT_RS)
	mv $(BUILD)/enums.rs.new $(ENUMS_RS)

check-gen: $(GENERATORS) $(GEN_CRIB_MODEL)
	@BUILD=$(BUILD) sh test/gen.sh
	@BUILD=$(BUILD) sh test/crib_model.sh

# The optimal crib model (src/gen/crib_model.h) takes minutes on every core to regenerate, so
# check-gen does not rerun it: test/crib_model.sh has the generator verify the shipped
# file instead (its checksum, its weights against its recorded throw counts, its tables
# against its weights, and the best keeps of a sample of deals solved again under it).
# make gen-crib-model regenerates it: after any change to how deals are scored or analysed.
$(GEN_CRIB_MODEL): tools/gen_crib_model.c $(SOLVE_OBJ) solve/solver.h $(LIB_HDR) \
		src/gen/crib_model.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -pthread -Isrc -Isolve -o $@ tools/gen_crib_model.c $(SOLVE_OBJ) \
		$(STATIC_LIB) $(LDFLAGS) $(LIB_LIBS)

.PHONY: gen-crib-model
gen-crib-model: $(GEN_CRIB_MODEL)
	$(GEN_CRIB_MODEL) > $(BUILD)/crib_model.h.new
	mv $(BUILD)/crib_model.h.new src/gen/crib_model.h

# The library's man pages are written from the doc comments of include/crib.h by a program
# kept in tools/ (with the EXAMPLES of libcrib(3) from man/examples.roff): libcrib(3), the
# overview, and a page of its own for every function. The written pages are checked in,
# and check-man (part of check) fails when they are not what the program writes. They are
# written into build/ first, so that a header the program refuses leaves man/ as it was.
MAN3 := man/libcrib.3 $(wildcard man/man3/*.3)

$(GEN_MAN): tools/gen_man.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

man: $(GEN_MAN)
	rm -rf $(BUILD)/man
	mkdir -p $(BUILD)/man/man3
	$(GEN_MAN) include/crib.h man/examples.roff $(BUILD)/man
	rm -rf man/man3
	mv $(BUILD)/man/man3 man/man3
	mv $(BUILD)/man/libcrib.3 man/libcrib.3

check-man: $(GEN_MAN)
	@sh test/man.sh $(GEN_MAN)

# The benchmark calls the shared library, as a program linking libcrib would; the plain
# scorer it compares with is the test folder's reference scorer.
BENCH := $(BUILD)/bench/bench

$(BENCH): bench/bench.c $(BUILD)/test/reference.o $(BUILD)/test/discard_reference.o include/crib.h lib/libcrib.so
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itest -o $@ bench/bench.c $(BUILD)/test/reference.o \
		$(BUILD)/test/discard_reference.o \
		-Llib -lcrib -Wl,-rpath,$(CURDIR)/lib $(LDFLAGS)

BENCH_ARENA := $(BUILD)/bench/bench_arena

$(BENCH_ARENA): bench/bench_arena.c include/crib.h lib/libcrib.so
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ bench/bench_arena.c -Llib -lcrib -Wl,-rpath,$(CURDIR)/lib $(LDFLAGS)

# One decision of the strong and expert bots and of crib_advise(): p50, p99 and the most.
BENCH_BOTS := $(BUILD)/bench/bench_bots

$(BENCH_BOTS): bench/bench_bots.c include/crib.h lib/libcrib.so
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ bench/bench_bots.c -Llib -lcrib -Wl,-rpath,$(CURDIR)/lib $(LDFLAGS)

# A candidate for a level above the expert against the expert (bench/bench_candidate.c):
# make bench times its decisions on 100 pairs; docs/figures.md gives its strength.
BENCH_CANDIDATE := $(BUILD)/bench/bench_candidate

$(BENCH_CANDIDATE): bench/bench_candidate.c tools/colex.h bench/peg_search_table.h include/crib.h lib/libcrib.so
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -pthread -o $@ bench/bench_candidate.c -Llib -lcrib \
		-Wl,-rpath,$(CURDIR)/lib $(LDFLAGS)

# The fastest outside bot there can be, for what crib arena's JSON-lines protocol costs.
EXEC_BOT := $(BUILD)/bench/exec_bot

$(EXEC_BOT): bench/exec_bot.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ bench/exec_bot.c $(LDFLAGS)

# Then the deal driver on whole games (bench/bench_arena.c), crib arena through the
# JSON-lines protocol (bench/bench_exec.sh), where python3 is, the Python binding's single
# calls against its bulk functions, and, where Debian's python3 has aiohttp, the server:
# 200 tables at once over WebSockets, on SQLite and PostgreSQL (bench/bench_server.py).
SERVER_PYTHON ?= /usr/bin/python3
bench: $(BENCH) $(BENCH_ARENA) $(BENCH_BOTS) $(BENCH_CANDIDATE) $(EXEC_BOT) bin/crib
	$(BENCH)
	$(BENCH_ARENA)
	$(BENCH_BOTS)
	$(BENCH_CANDIDATE) --pairs 100
	sh bench/bench_exec.sh bin/crib $(EXEC_BOT)
	@if command -v python3 >/dev/null 2>&1; then python3 bindings/python/bench_libcrib.py; \
	else echo "# python3 not found: the Python binding's benchmark is not run"; fi
	@if $(SERVER_PYTHON) -c 'import aiohttp' >/dev/null 2>&1; then \
	$(SERVER_PYTHON) bench/bench_server.py; \
	else echo "# the server's benchmark is not run: $(SERVER_PYTHON) has no aiohttp" \
	"(Debian: apt-get install python3-aiohttp)"; fi

test-install: all
	@sh test/install.sh

# After an install by root with no DESTDIR into a directory the dynamic loader searches
# (ld.so.conf's, as `ldconfig -v -N` lists them), ldconfig adds libcrib.so.1 to the
# loader's cache, without which a program linked with it does not start. With a DESTDIR
# (a package's staging) the loader is left alone; a prefix the loader does not search gets a
# note on how programs find the library there. Where there is no ldconfig that lists its
# directories (macOS, musl), nothing is done.
LDCONFIG ?= $(shell PATH="$$PATH:/sbin:/usr/sbin" command -v ldconfig)
define loader_cache
	@dirs=$$([ -z "$(DESTDIR)" ] && [ -n "$(LDCONFIG)" ] && \
		$(LDCONFIG) -v -N -X 2>/dev/null | sed -n 's|^\(/[^:]*\):.*|\1|p'); \
	here=$$(cd "$(LIBDIR)" 2>/dev/null && pwd -P); \
	if [ -z "$$dirs" ] || [ -z "$$here" ]; then :; \
	elif for d in $$dirs; do [ "$$(cd "$$d" && pwd -P)" = "$$here" ] && echo yes; done | grep -q yes; then \
		if [ "$$(id -u)" = 0 ]; then echo "$(LDCONFIG)"; $(LDCONFIG); \
		else echo "note: run $(LDCONFIG) as root, so that the loader finds $(SONAME) in $(LIBDIR)"; fi; \
	elif [ "$(1)" = install ]; then \
		echo "note: $(LIBDIR) is not a directory the loader searches: a program linked with" \
			"$(SONAME) finds it there with -Wl,-rpath,$(LIBDIR) or LD_LIBRARY_PATH=$(LIBDIR)"; \
	fi
endef

# Every function has a man page of its own, so that `man crib_hand_score` opens it and
# whatis(1) tells the functions apart.
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 include/crib.h $(DESTDIR)$(INCLUDEDIR)/crib.h
	install -m 644 $(STATIC_LIB) $(DESTDIR)$(LIBDIR)/libcrib.a
	install -m 755 $(SHARED_LIB) $(DESTDIR)$(LIBDIR)/$(notdir $(SHARED_LIB))
	ln -sf $(notdir $(SHARED_LIB)) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libcrib.so
	$(call pc_file,$(PREFIX),$(LIBDIR),$(INCLUDEDIR)) > $(DESTDIR)$(PKGCONFIGDIR)/cribbage.pc
	install -d $(DESTDIR)$(CMAKEDIR)
	$(call fill_in,cmake/cribbage-config.cmake.in,$(PREFIX),$(LIBDIR),$(INCLUDEDIR)) \
		> $(DESTDIR)$(CMAKEDIR)/cribbage-config.cmake
	$(call fill_in,cmake/cribbage-config-version.cmake.in,$(PREFIX),$(LIBDIR),$(INCLUDEDIR)) \
		> $(DESTDIR)$(CMAKEDIR)/cribbage-config-version.cmake
	$(cmake_targets) > $(DESTDIR)$(CMAKEDIR)/cribbage-targets.cmake
	install -m 755 bin/crib $(DESTDIR)$(BINDIR)/crib
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3
	install -m 644 man/crib.1 $(DESTDIR)$(MANDIR)/man1/crib.1
	install -m 644 $(MAN3) $(DESTDIR)$(MANDIR)/man3
	$(call loader_cache,install)

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/crib.h $(DESTDIR)$(LIBDIR)/libcrib.a \
		$(DESTDIR)$(LIBDIR)/$(notdir $(SHARED_LIB)) $(DESTDIR)$(LIBDIR)/$(SONAME) \
		$(DESTDIR)$(LIBDIR)/libcrib.so $(DESTDIR)$(PKGCONFIGDIR)/cribbage.pc \
		$(DESTDIR)$(CMAKEDIR)/cribbage-config.cmake \
		$(DESTDIR)$(CMAKEDIR)/cribbage-config-version.cmake \
		$(DESTDIR)$(CMAKEDIR)/cribbage-targets.cmake \
		$(DESTDIR)$(BINDIR)/crib $(DESTDIR)$(MANDIR)/man1/crib.1
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man3/,$(notdir $(MAN3)))
	-rmdir $(DESTDIR)$(CMAKEDIR) 2>/dev/null
	$(call loader_cache,uninstall)

# WebAssembly, for bindings/js/libcrib.mjs: the library for wasm32, with no libc but the
# C library functions it calls (bindings/js/wasm_libc.c) and a scratch buffer through which
# JavaScript passes arguments (bindings/js/wasm_scratch.c). It exports what the shared
# library exports, src/exports.txt. Needs clang and wasm-ld (Debian: clang, lld).
WASM_CC ?= clang
WASM := $(BUILD)/wasm/libcrib.wasm
WASM_CFLAGS := --target=wasm32 -ffreestanding $(WARNFLAGS) -O2 -Iinclude -isystem bindings/js/include
WASM_GLUE := $(BUILD)/wasm/wasm_libc.o $(BUILD)/wasm/wasm_scratch.o
WASM_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/wasm/%.o) $(WASM_GLUE)
WASM_EXPORTS = $(shell cat src/exports.txt) crib_wasm_scratch crib_wasm_scratch_size crib_wasm_text_max

.PHONY: wasm
wasm: $(WASM)

$(BUILD)/wasm/%.o: src/%.c $(LIB_HDR) bindings/js/include/string.h
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -c -o $@ $<

$(WASM_GLUE): $(BUILD)/wasm/%.o: bindings/js/%.c bindings/js/include/string.h \
		bindings/js/include/math.h
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -fno-builtin -c -o $@ $<

# The strong bot's decisions take some 80 KB of stack (from 90-90), past wasm-ld's default of 64 KB:
# the module gets a stack of 1 MB.
$(WASM): $(WASM_OBJ) src/exports.txt
	$(WASM_CC) --target=wasm32 -nostdlib -Wl,--no-entry -Wl,-z,stack-size=1048576 \
		$(foreach s,$(WASM_EXPORTS),-Xlinker --export=$(s)) -o $@ $(WASM_OBJ)

# check builds the wasm before the tests where clang and wasm-ld are there, so that
# test/js.sh, test/npm.sh and test/web.sh, which run side by side, find it built and do not
# each build it.
HAVE_WASM_TOOLS := $(shell command -v $(WASM_CC) >/dev/null 2>&1 && \
	command -v wasm-ld >/dev/null 2>&1 && echo yes)
check: $(if $(HAVE_WASM_TOOLS),$(WASM))

# The npm package libcrib: bindings/js/package.json with the module, its TypeScript
# declarations, the CommonJS entry (libcrib.cjs, which imports the module) and its
# declarations, the layout, README, LICENSE and the wasm, staged in build/npm/libcrib and
# packed by `npm pack` into build/npm/libcrib-VERSION.tgz. package.json's version must be
# the header's. test/npm.sh installs the tarball and tries it in node, tsc and Chromium.
# `npm pack` in bindings/js itself, where there is no wasm, is refused by package.json's
# prepack script, which names this target.
NPM_STAGE := $(BUILD)/npm/libcrib
NPM_TGZ := $(BUILD)/npm/libcrib-$(VERSION).tgz
NPM_FILES := bindings/js/package.json bindings/js/README.md bindings/js/libcrib.mjs \
	bindings/js/libcrib.d.mts bindings/js/libcrib.cjs bindings/js/libcrib.d.cts $(LAYOUT_JS) \
	$(LAYOUT_DTS) LICENSE

.PHONY: npm
npm: $(NPM_TGZ)

$(NPM_TGZ): $(NPM_FILES) $(WASM) include/crib.h
	@grep -q '"version": "$(VERSION)"' bindings/js/package.json || \
		{ echo "bindings/js/package.json: the version is not crib.h's, $(VERSION)"; exit 1; }
	rm -rf $(NPM_STAGE)
	mkdir -p $(NPM_STAGE)
	cp $(NPM_FILES) $(WASM) $(NPM_STAGE)/
	chmod 644 $(NPM_STAGE)/*
	cd $(NPM_STAGE) && npm pack --offline --silent --pack-destination .. >/dev/null

clean:
	rm -rf $(BUILD) lib bin cribbage.pc cribbage-uninstalled.pc

# ---- Releases ----
#   make dist        libcrib-VERSION.tar.gz: the files git tracks at HEAD, under
#                    libcrib-VERSION/ (the generated tables and layouts are tracked, so
#                    the tarball builds with make and a C compiler alone)
#   make distcheck   unpacks that tarball in a temporary folder, builds it and runs its
#                    make check there: the release builds and passes on its own
DIST := libcrib-$(VERSION)

.PHONY: dist distcheck
dist:
	git archive --format=tar.gz --prefix=$(DIST)/ -o $(DIST).tar.gz HEAD
	@echo "wrote $(DIST).tar.gz"

distcheck: dist
	rm -rf $(BUILD)/distcheck && mkdir -p $(BUILD)/distcheck
	tar -xzf $(DIST).tar.gz -C $(BUILD)/distcheck
	$(MAKE) -C $(BUILD)/distcheck/$(DIST) -j2 check
	rm -rf $(BUILD)/distcheck
	@echo "$(DIST).tar.gz builds and passes make check on its own"

# ---- Fuzzing: clang's libFuzzer with AddressSanitizer and UndefinedBehaviorSanitizer ----
#   make fuzz [FUZZ_SECONDS=30] [FUZZ_JOBS=n]
#                                 builds build/fuzz/fuzz_<name> from each fuzz/fuzz_<name>.c
#                                 and runs each for FUZZ_SECONDS on a copy of
#                                 test/corpus/<name>/, FUZZ_JOBS at a time (default: one per
#                                 core, so that each target has a core for its whole time)
#   make check-fuzz-coverage      fails when an exported function is called by no target
#                                 (part of check)
# make test and make check also replay each target's corpus without libFuzzer, with CC
# (build/replay/fuzz_<name>, see REPLAYS above): a finding that libFuzzer saves
# (build/fuzz/<name>-crash-*) goes, renamed for what it tries, into test/corpus/<name>/.
# A target is compiled together with the library's sources, so that libFuzzer sees the
# library's branches, and with the reference scorers that fuzz_hand_score and fuzz_peg check
# against, and the 1.0.0 discard analysis that fuzz_discard checks against.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 30
FUZZ_JOBS ?=
FUZZ_CFLAGS := $(WARNFLAGS) -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -Iinclude -Itest
FUZZ_SRC := $(wildcard fuzz/fuzz_*.c)
FUZZERS := $(FUZZ_SRC:fuzz/%.c=$(BUILD)/fuzz/%)
FUZZ_LINKED := $(LIB_SRC) test/reference.c test/peg_reference.c test/discard_reference.c

.PHONY: fuzz fuzzers check-fuzz-coverage
fuzzers: $(FUZZERS)

$(BUILD)/fuzz/fuzz_%: fuzz/fuzz_%.c fuzz/fuzz.h $(FUZZ_LINKED) $(LIB_HDR) test/reference.h test/peg_reference.h \
		test/discard_reference.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $< $(FUZZ_LINKED) $(LIB_LIBS)

fuzz: $(FUZZERS)
	@FUZZ_JOBS='$(FUZZ_JOBS)' sh fuzz/run.sh $(FUZZ_SECONDS) $(FUZZERS)

check-fuzz-coverage:
	@CC='$(CC)' sh fuzz/coverage.sh

# ---- ThreadSanitizer: the threads test with the library's sources, under clang's TSan ----
#   make tsan   four threads scoring hands, analysing discards and playing bot games at
#               once; any data race stops it (halt_on_error) and fails the target
TSAN_CC ?= clang
TSAN_TEST := $(BUILD)/tsan/test_threads

.PHONY: tsan
$(TSAN_TEST): test/test_threads.c test/harness.h $(LIB_SRC) $(LIB_HDR)
	@mkdir -p $(@D)
	$(TSAN_CC) $(WARNFLAGS) -g -O1 -fsanitize=thread -pthread -Iinclude -Itest -o $@ \
		test/test_threads.c $(LIB_SRC) $(LIB_LIBS)

tsan: $(TSAN_TEST)
	TSAN_OPTIONS=halt_on_error=1 $(TSAN_TEST)

# ---- ABI: abigail-tools' abidw and abidiff against the recorded baseline ----
#   make abi-check      fails on an incompatible change unless the major version was bumped
#   make abi-baseline   records the current ABI in abi/libcrib.abi, on purpose
# The library is built apart, always with debug info and with the source folder mapped to
# ".", so that the baseline is the same from any checkout and whatever CFLAGS say.
ABI_BASELINE := abi/libcrib.abi
ABI_LIB := $(BUILD)/abi/$(SONAME)

.PHONY: abi-check abi-baseline
$(ABI_LIB): $(LIB_SRC) $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(WARNFLAGS) -Iinclude -fPIC $(CRIB_LIB_CFLAGS) -g -O2 \
		-fdebug-prefix-map=$(CURDIR)=. -shared -Wl,-soname,$(SONAME) -o $@ $(LIB_SRC) $(LIB_LIBS)

abi-check: $(ABI_LIB)
	@sh abi/check.sh $(ABI_BASELINE) $(ABI_LIB)

abi-baseline: $(ABI_LIB)
	abidw --no-corpus-path --no-comp-dir-path --short-locs --headers-dir include \
		--drop-private-types --out-file $(ABI_BASELINE) $(ABI_LIB)

# ---- Static analysis: cppcheck and clang-tidy over the library, the crib program and solve/ ----
#   make lint   both must be silent; clang-tidy's checks, and why some are off, are in
#               .clang-tidy. cppcheck runs its warning, style, performance and
#               portability checks (not unusedFunction: the library's functions are used
#               by its callers, not by itself).
LINT_SRC := $(LIB_SRC) $(CLI_SRC) $(SOLVE_SRC)
CPPCHECK_FLAGS := --std=c99 --enable=warning,style,performance,portability --inline-suppr \
	--error-exitcode=1 --quiet -Iinclude -Isrc -Isrc/gen -Icli -Isolve

# The layout of the C sources (.clang-format): format-check fails on a file clang-format 14
# would change (test/format.sh; part of check), and format rewrites them.
.PHONY: format format-check
format:
	clang-format -i $$(sh test/format_files.sh)

format-check:
	@sh test/format.sh

# cppcheck and each file's clang-tidy are targets of their own, always run, so that
# `make -j N lint` runs N at once; each clang-tidy's messages go to a file of its own, shown
# when it fails.
TIDY_TARGETS := $(LINT_SRC:%=lint-tidy/%)
.PHONY: lint lint-cppcheck $(TIDY_TARGETS)
lint: lint-cppcheck $(TIDY_TARGETS)

lint-cppcheck:
	cppcheck $(CPPCHECK_FLAGS) $(LINT_SRC)

$(TIDY_TARGETS): lint-tidy/%:
	@mkdir -p $(BUILD)/tidy/$(*D)
	@echo "clang-tidy $*"
	@clang-tidy --quiet $* -- $(WARNFLAGS) -Iinclude -Isrc -Isrc/gen -Icli -Isolve \
		2>$(BUILD)/tidy/$*.err || { cat $(BUILD)/tidy/$*.err; exit 1; }

# ---- Other machines: the tests cross-compiled and run under qemu-user ----
#   make cross-check ARCH=s390x     big-endian, 64-bit (qemu-s390x)
#   make cross-check ARCH=aarch64   little-endian 64-bit, another CPU, char unsigned
#                                   (qemu-aarch64)
#   make cross-check ARCH=i686      32-bit x86: 32-bit size_t and long, uint64_t aligned
#                                   to 4 inside structures; runs natively
# Each builds with Debian's ARCH-linux-gnu-gcc (packages gcc-ARCH-linux-gnu,
# libc6-dev-DEBARCH-cross and qemu-user) into build/cross-ARCH/, with warnings as errors,
# the library, the test programs, the corpus replays, the crib program and the examples,
# linked static so that no loader of ARCH is looked for at run time. The tests run from
# build/cross-ARCH/run/, where test/, tools/ and examples/ are the tree's and bin/crib is a script
# that runs ARCH's program, so that the tests that drive the crib program drive ARCH's.
# Emulated (about 12 times slower than here), the exhaustive sweeps (test_exhaustive_*) run
# on s390x alone, the one byte order they would otherwise miss, and neither emulated CPU
# runs the longest simulations of games (CROSS_HEAVY: the chance tables against 100,000
# simulated games and more, the expert on whole games, the view's chance against
# play-outs, the arena program's runs: two thirds of the tests' time), which check
# statistics and the bots' consistency on every platform that runs natively (here, i686,
# Windows under wine; and under the sanitizers) and whose code the lighter tests drive on
# every CPU; aarch64, the byte order and word size of here, leaves out the arena's, the
# inference's and the joint search's long runs too. CROSS_SKIP names the test programs
# left out (CROSS_SKIP= runs them all).
CROSS_ARCHES := s390x aarch64 i686
CROSS_HEAVY := test_chance_alone test_chance test_view_chance test_expert test_cli_arena
CROSS_SKIP_s390x := $(CROSS_HEAVY)
CROSS_SKIP_aarch64 := test_exhaustive_crib test_exhaustive_hand test_exhaustive_three \
	$(CROSS_HEAVY) test_arena test_infer test_expert_multi test_joint
CROSS_SKIP_i686 :=
CROSS_SKIP ?= $(CROSS_SKIP_$(ARCH))

.PHONY: cross-check cross-tests
cross-check:
	@case ' $(CROSS_ARCHES) ' in *' $(ARCH) '*) ;; \
		*) echo "make cross-check ARCH=A: A is one of $(CROSS_ARCHES)"; exit 2;; esac
	$(MAKE) BUILD=build/cross-$(ARCH) STATIC_LIB=build/cross-$(ARCH)/lib/libcrib.a \
		CC=$(ARCH)-linux-gnu-gcc AR=$(ARCH)-linux-gnu-ar LDFLAGS=-static WERROR=1 \
		CROSS_ARCH=$(ARCH) CROSS_SKIP='$(CROSS_SKIP)' cross-tests

# Below, make runs inside cross-check, with BUILD the machine's folder.
CROSS_QEMU := $(if $(filter i686,$(CROSS_ARCH)),,qemu-$(CROSS_ARCH) -L /usr/$(CROSS_ARCH)-linux-gnu)
CROSS_RUN := $(BUILD)/run
CROSS_TESTS := $(filter-out $(CROSS_SKIP:%=$(BUILD)/test/%),$(TESTS)) $(REPLAYS)
# run_as(program): a script running the program (qemu's, or the program itself).
run_as = printf '\#!/bin/sh\nexec %s %s "$$@"\n' '$(CROSS_QEMU)' '$(CURDIR)/$(1)'

$(BUILD)/bin/crib: $(CLI_OBJ) $(CLI_SHARED_OBJ) $(SOLVE_OBJ) $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -pthread -o $@ $^ $(LDFLAGS) -lm

$(CROSS_RUN)/bin/crib: $(BUILD)/bin/crib
	@mkdir -p $(@D) $(CROSS_RUN)/build/examples $(CROSS_RUN)/build/test
	ln -sfn $(CURDIR)/test $(CROSS_RUN)/test
	ln -sfn $(CURDIR)/examples $(CROSS_RUN)/examples
	ln -sfn $(CURDIR)/tools $(CROSS_RUN)/tools
	$(call run_as,$<) > $@
	chmod +x $@

cross-tests: $(CROSS_TESTS) $(CROSS_RUN)/bin/crib $(EXAMPLES)
	@echo "== $(CROSS_ARCH): $(words $(CROSS_TESTS)) programs$(if $(CROSS_QEMU), under $(CROSS_QEMU))$(if $(CROSS_SKIP),; not run: $(CROSS_SKIP))"
	@cd $(CROSS_RUN) && TEST_RUNNER='$(CROSS_QEMU)' sh $(CURDIR)/test/run.sh \
		$(addprefix $(CURDIR)/,$(CROSS_TESTS))
