# SPDX-License-Identifier: MIT
# libcrib: plain GNU make and a C compiler, nothing else.
#
#   make                 the libraries, cribbage.pc, bin/crib and the examples
#   make check           every test, the export and table checks, the install test and
#                        the binding tests
#   make test            the test programs alone (CI runs these under sanitizers)
#   make gen             rewrite the generated tables (src/fast_tables.h, src/chance_table.h)
#   make layout          rewrite the bindings' generated layouts (see tools/gen_layout.c)
#   make check-gen       fail if regenerating the tables or layouts would change them
#   make bench           time the fast evaluator against a plain scorer (not part of check)
#   make install         PREFIX (default /usr/local) and DESTDIR are honoured
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
MANDIR ?= $(PREFIX)/share/man

CC ?= cc
CFLAGS ?= -O2 -g
LDFLAGS ?=
WARNFLAGS := -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Wstrict-prototypes
ifeq ($(WERROR),1)
WARNFLAGS += -Werror
endif
ALL_CFLAGS := $(WARNFLAGS) $(CFLAGS) -Iinclude
LIB_CFLAGS := $(ALL_CFLAGS) -fPIC -fvisibility=hidden

BUILD := build
GEN_TABLES := $(BUILD)/tools/gen_tables
GEN_CHANCE := $(BUILD)/tools/gen_chance
GEN_LAYOUT := $(BUILD)/tools/gen_layout
LAYOUT_PROBE := $(BUILD)/tools/layout_probe
# Defined here, before `check` names them as prerequisites (make expands those at once).
GENERATORS := $(GEN_TABLES) $(GEN_CHANCE) $(LAYOUT_PROBE)
STATIC_LIB := lib/libcrib.a
SONAME := libcrib.so.$(ABI_MAJOR)
SHARED_LIB := lib/libcrib.so.$(VERSION)

LIB_SRC := $(wildcard src/*.c)
LIB_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/src/%.o)
LIB_HDR := include/crib.h $(wildcard src/*.h)

CLI_SRC := $(wildcard cli/*.c)
CLI_OBJ := $(CLI_SRC:cli/%.c=$(BUILD)/cli/%.o)

EXAMPLE_SRC := $(wildcard examples/*.c)
EXAMPLES := $(EXAMPLE_SRC:examples/%.c=$(BUILD)/examples/%)

# Each test/test_*.c is one test program; the other test/*.c files are shared helpers
# (the reference scorer) linked into every test program.
TEST_SRC := $(wildcard test/test_*.c)
TESTS := $(TEST_SRC:test/%.c=$(BUILD)/test/%)
TEST_HELPER_SRC := $(filter-out $(TEST_SRC),$(wildcard test/*.c))
TEST_HELPER_OBJ := $(TEST_HELPER_SRC:test/%.c=$(BUILD)/test/%.o)

.PHONY: all check test check-exports check-gen gen bench test-install install uninstall clean
.DELETE_ON_ERROR:
.SECONDARY:

all: $(STATIC_LIB) $(SHARED_LIB) lib/$(SONAME) lib/libcrib.so cribbage.pc bin/crib $(EXAMPLES)

$(BUILD)/src/%.o: src/%.c $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(LIB_CFLAGS) -c -o $@ $<

$(STATIC_LIB): $(LIB_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(SHARED_LIB): $(LIB_OBJ)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) -o $@ $^ $(LDFLAGS)

lib/$(SONAME): $(SHARED_LIB)
	ln -sf $(notdir $<) $@

lib/libcrib.so: lib/$(SONAME)
	ln -sf $(notdir $<) $@

# pc_file(prefix, libdir, includedir)
pc_file = sed -e 's|@PREFIX@|$(1)|g' -e 's|@LIBDIR@|$(2)|g' -e 's|@INCLUDEDIR@|$(3)|g' \
	-e 's|@VERSION@|$(VERSION)|g' cribbage.pc.in

cribbage.pc: cribbage.pc.in include/crib.h
	$(call pc_file,$(PREFIX),$(LIBDIR),$(INCLUDEDIR)) > $@

$(BUILD)/cli/%.o: cli/%.c include/crib.h $(wildcard cli/*.h)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -pthread -c -o $@ $<

bin/crib: $(CLI_OBJ) $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -pthread -o $@ $^ $(LDFLAGS) -lm

$(BUILD)/examples/%: examples/%.c include/crib.h $(STATIC_LIB)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -pthread -o $@ $< $(STATIC_LIB) $(LDFLAGS)

$(BUILD)/test/%.o: test/%.c include/crib.h $(wildcard test/*.h) src/chance_table.h src/chance_model.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/test/test_%: $(BUILD)/test/test_%.o $(TEST_HELPER_OBJ) $(STATIC_LIB)
	$(CC) $(CFLAGS) -o $@ $^ $(LDFLAGS) -lm

# Every test program, the export, table and man page checks, the install test and the
# binding tests, with one closing line.
check: all $(TESTS) $(GENERATORS)
	@sh test/run.sh $(TESTS) test/exports.sh test/gen.sh test/man.sh test/install.sh test/python.sh test/js.sh

test: $(TESTS) bin/crib $(EXAMPLES)
	@sh test/run.sh $(TESTS)

check-exports: $(SHARED_LIB) lib/libcrib.so
	@sh test/exports.sh

# The fast evaluator's tables are written by a program kept in tools/; the written file is
# checked in, and check-gen (part of check) fails when it is not what the program writes.
$(GEN_TABLES): tools/gen_tables.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

# The win-probability table (src/chance_table.h) is computed by tools/gen_chance.c from
# the measured scoring of deals in tools/chance_data.txt, which `crib arena --histogram`
# writes (see the file's head for the command); the measurement is slow and is not redone
# by make.
$(GEN_CHANCE): tools/gen_chance.c src/chance_model.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

gen: $(GEN_TABLES) $(GEN_CHANCE)
	$(GEN_TABLES) > $(BUILD)/fast_tables.h.new
	mv $(BUILD)/fast_tables.h.new src/fast_tables.h
	$(GEN_CHANCE) tools/chance_data.txt > $(BUILD)/chance_table.h.new
	mv $(BUILD)/chance_table.h.new src/chance_table.h

# The bindings' constants, structure layouts and function signatures come from crib.h in
# two steps (see tools/gen_layout.c): a program that reads the header writes a probe that
# the compiler fills in; the probe writes one module per binding. The written modules are
# checked in, and check-gen fails when they are not what the probe writes.
LAYOUT_PY := bindings/python/libcrib/_layout.py
LAYOUT_JS := bindings/js/layout.mjs

$(GEN_LAYOUT): tools/gen_layout.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

$(BUILD)/tools/layout_probe.c: $(GEN_LAYOUT) include/crib.h
	$(GEN_LAYOUT) include/crib.h > $@

$(LAYOUT_PROBE): $(BUILD)/tools/layout_probe.c tools/layout_probe.h include/crib.h
	$(CC) $(ALL_CFLAGS) -Itools -o $@ $< $(LDFLAGS)

.PHONY: layout
layout: $(LAYOUT_PROBE)
	$(LAYOUT_PROBE) python > $(BUILD)/layout.py.new
	$(LAYOUT_PROBE) js > $(BUILD)/layout.mjs.new
	mv $(BUILD)/layout.py.new $(LAYOUT_PY)
	mv $(BUILD)/layout.mjs.new $(LAYOUT_JS)

check-gen: $(GENERATORS)
	@BUILD=$(BUILD) sh test/gen.sh

# The benchmark calls the shared library, as a program linking libcrib would; the plain
# scorer it compares with is the test folder's reference scorer.
BENCH := $(BUILD)/bench/bench

$(BENCH): bench/bench.c $(BUILD)/test/reference.o include/crib.h lib/libcrib.so
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itest -o $@ bench/bench.c $(BUILD)/test/reference.o \
		-Llib -lcrib -Wl,-rpath,$(CURDIR)/lib $(LDFLAGS)

bench: $(BENCH)
	$(BENCH)

test-install: all
	@sh test/install.sh

# Besides the man pages, each exported function gets a one-line page that sources
# libcrib(3), so that `man crib_hand_score` finds it.
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 include/crib.h $(DESTDIR)$(INCLUDEDIR)/crib.h
	install -m 644 $(STATIC_LIB) $(DESTDIR)$(LIBDIR)/libcrib.a
	install -m 755 $(SHARED_LIB) $(DESTDIR)$(LIBDIR)/$(notdir $(SHARED_LIB))
	ln -sf $(notdir $(SHARED_LIB)) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libcrib.so
	$(call pc_file,$(PREFIX),$(LIBDIR),$(INCLUDEDIR)) > $(DESTDIR)$(PKGCONFIGDIR)/cribbage.pc
	install -m 755 bin/crib $(DESTDIR)$(BINDIR)/crib
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3
	install -m 644 man/crib.1 $(DESTDIR)$(MANDIR)/man1/crib.1
	install -m 644 man/libcrib.3 $(DESTDIR)$(MANDIR)/man3/libcrib.3
	for f in $$(cat src/exports.txt); do \
		echo '.so man3/libcrib.3' > $(DESTDIR)$(MANDIR)/man3/$$f.3; done

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/crib.h $(DESTDIR)$(LIBDIR)/libcrib.a \
		$(DESTDIR)$(LIBDIR)/$(notdir $(SHARED_LIB)) $(DESTDIR)$(LIBDIR)/$(SONAME) \
		$(DESTDIR)$(LIBDIR)/libcrib.so $(DESTDIR)$(PKGCONFIGDIR)/cribbage.pc \
		$(DESTDIR)$(BINDIR)/crib $(DESTDIR)$(MANDIR)/man1/crib.1 $(DESTDIR)$(MANDIR)/man3/libcrib.3
	for f in $$(cat src/exports.txt); do rm -f $(DESTDIR)$(MANDIR)/man3/$$f.3; done

# WebAssembly, for bindings/js/libcrib.mjs: the library for wasm32, with no libc but the
# three functions it calls (bindings/js/wasm_libc.c) and a scratch buffer through which
# JavaScript passes arguments (bindings/js/wasm_scratch.c). It exports what the shared
# library exports, src/exports.txt. Needs clang and wasm-ld (Debian: clang, lld).
WASM_CC ?= clang
WASM := $(BUILD)/wasm/libcrib.wasm
WASM_CFLAGS := --target=wasm32 -ffreestanding $(WARNFLAGS) -O2 -Iinclude -isystem bindings/js/include
WASM_GLUE := $(BUILD)/wasm/wasm_libc.o $(BUILD)/wasm/wasm_scratch.o
WASM_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/wasm/%.o) $(WASM_GLUE)
WASM_EXPORTS = $(shell cat src/exports.txt) crib_wasm_scratch crib_wasm_scratch_size

.PHONY: wasm
wasm: $(WASM)

$(BUILD)/wasm/%.o: src/%.c $(LIB_HDR) bindings/js/include/string.h
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -c -o $@ $<

$(WASM_GLUE): $(BUILD)/wasm/%.o: bindings/js/%.c bindings/js/include/string.h
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -fno-builtin -c -o $@ $<

# The strong bot's decisions take some 40 KB of stack, near wasm-ld's default of 64 KB:
# the module gets a stack of 1 MB.
$(WASM): $(WASM_OBJ) src/exports.txt
	$(WASM_CC) --target=wasm32 -nostdlib -Wl,--no-entry -Wl,-z,stack-size=1048576 \
		$(foreach s,$(WASM_EXPORTS),-Xlinker --export=$(s)) -o $@ $(WASM_OBJ)

clean:
	rm -rf $(BUILD) lib bin cribbage.pc

# ---- Fuzzing: clang's libFuzzer with AddressSanitizer and UndefinedBehaviorSanitizer ----
#   make fuzz [FUZZ_SECONDS=30]   builds build/fuzz/fuzz_<name> from each fuzz/fuzz_<name>.c
#                                 and runs them all, each on a copy of test/corpus/<name>/
# A target is compiled together with the library's sources, so that libFuzzer sees the
# library's branches, and with the reference scorers that fuzz_hand_score and fuzz_peg check
# against.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 30
FUZZ_CFLAGS := $(WARNFLAGS) -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -Iinclude -Itest
FUZZ_SRC := $(wildcard fuzz/fuzz_*.c)
FUZZERS := $(FUZZ_SRC:fuzz/%.c=$(BUILD)/fuzz/%)
FUZZ_LINKED := $(LIB_SRC) test/reference.c test/peg_reference.c

.PHONY: fuzz fuzzers
fuzzers: $(FUZZERS)

$(BUILD)/fuzz/fuzz_%: fuzz/fuzz_%.c fuzz/fuzz.h $(FUZZ_LINKED) $(LIB_HDR) test/reference.h test/peg_reference.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $< $(FUZZ_LINKED)

fuzz: $(FUZZERS)
	@sh fuzz/run.sh $(FUZZ_SECONDS) $(FUZZERS)

# ---- ABI: abigail-tools' abidw and abidiff against the recorded baseline ----
#   make abi-check      fails on an incompatible change unless ABI_MAJOR was bumped
#   make abi-baseline   records the current ABI in abi/libcrib.abi, on purpose
# The library is built apart, always with debug info and with the source folder mapped to
# ".", so that the baseline is the same from any checkout and whatever CFLAGS say.
ABI_BASELINE := abi/libcrib.abi
ABI_LIB := $(BUILD)/abi/$(SONAME)

.PHONY: abi-check abi-baseline
$(ABI_LIB): $(LIB_SRC) $(LIB_HDR)
	@mkdir -p $(@D)
	$(CC) $(WARNFLAGS) -Iinclude -fPIC -fvisibility=hidden -g -O2 \
		-fdebug-prefix-map=$(CURDIR)=. -shared -Wl,-soname,$(SONAME) -o $@ $(LIB_SRC)

abi-check: $(ABI_LIB)
	@sh abi/check.sh $(ABI_BASELINE) $(ABI_LIB)

abi-baseline: $(ABI_LIB)
	abidw --no-corpus-path --no-comp-dir-path --short-locs --headers-dir include \
		--drop-private-types --out-file $(ABI_BASELINE) $(ABI_LIB)

# ---- Static analysis: cppcheck and clang-tidy over the library and the crib program ----
#   make lint   both must be silent; clang-tidy's checks, and why some are off, are in
#               .clang-tidy. cppcheck runs its warning, style, performance and
#               portability checks (not unusedFunction: the library's functions are used
#               by its callers, not by itself).
LINT_SRC := $(LIB_SRC) $(CLI_SRC)
CPPCHECK_FLAGS := --std=c99 --enable=warning,style,performance,portability --inline-suppr \
	--error-exitcode=1 --quiet -Iinclude -Isrc -Icli

.PHONY: lint
lint:
	cppcheck $(CPPCHECK_FLAGS) $(LINT_SRC)
	@mkdir -p $(BUILD)
	@for f in $(LINT_SRC); do \
		echo "clang-tidy $$f"; \
		clang-tidy --quiet $$f -- $(WARNFLAGS) -Iinclude -Isrc -Icli 2>$(BUILD)/tidy.err || \
			{ cat $(BUILD)/tidy.err; exit 1; }; \
	done
