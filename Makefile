# Makefile: builds ./umpire, its tests, the sanitizer build and the benchmarks.
#
#   make          ./umpire (tables embedded from tables/*/*.csv)
#   make test     build, then run every test; ends with "N passed, N failed"
#   make install  the binary, the man pages and the bash and zsh completion
#                 under $(DESTDIR)$(PREFIX) (PREFIX=/usr/local); make uninstall
#   make asan     the same suite under AddressSanitizer and UBSan (build/asan/)
#   make valgrind the same suite under valgrind (memcheck, leaks)
#   make bench    the performance figures of DESIGN.md
#   make fuzz     libFuzzer harnesses (clang), each run FUZZ_SECONDS on its corpus
#   make lint     mandoc -Tlint on the man pages
#   make pictures draw again the pictures the README shows (fixtures/*/*.svg)
#   make man      rewrite the lists of the man pages from the registry
#   make po       merge the messages of the code into po/*.po (translators)
#
# Objects go to $(B) (build/ by default), so the sanitizer build lives beside
# the normal one. Needs libcsv, libsodium, cmocka (tests) and mandoc (lint).
# CPPFLAGS, CFLAGS and LDFLAGS are added to the compiler's and linker's own,
# as packagers expect (dpkg-buildflags).

CC ?= cc
B ?= build
OPT ?= -O2
WARN = -Wall -Wextra -Wshadow -Wpointer-arith -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-parameter -Wno-format-truncation \
	-Wno-missing-field-initializers
# LEAK_CHECK=1 (make asan, make valgrind): commands free all they hold before
# exit, so that the leak checkers see every block freed (cli.h, CLI_FREE_AT_EXIT)
LEAK_CHECK ?= 0
CFLAGS_ALL = -std=c11 -D_DEFAULT_SOURCE -g $(OPT) $(WARN) -Icore -I$(B) \
	$(if $(filter 1,$(LEAK_CHECK)),-DUMPIRE_LEAK_CHECK) $(CPPFLAGS) $(CFLAGS)
LDFLAGS_ALL = $(LDFLAGS)
LDLIBS_ALL = -lcsv -lsodium -lm $(LDLIBS)

# The version: VERSION_BASE, or, built from a git checkout, what `git describe`
# says (a tag vX.Y.Z if there is one, else VERSION_BASE and the commit), with
# -dirty for changes not committed. `make VERSION=...` overrides it.
VERSION_BASE = 0.3.0
GIT_VERSION := $(if $(wildcard .git),$(shell git describe --tags --match 'v[0-9]*' --dirty \
	2>/dev/null || { h=$$(git describe --always --dirty 2>/dev/null) && echo "v$(VERSION_BASE)-g$$h"; }))
VERSION := $(patsubst v%,%,$(or $(GIT_VERSION),v$(VERSION_BASE)))

# Installation (GNU conventions): DESTDIR is prepended to every path.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
ZSHCOMPDIR ?= $(DATADIR)/zsh/site-functions
MAN_PAGES := $(sort $(wildcard man/*.[1-9]))

# The program is linked fully static where the C library's archive is there
# (Debian's libc6-dev ships it): no dynamic loader, no relocations of shared
# libraries at start-up, half the memory touched, and a resolve is one exec of
# one file. DESIGN.md asks a resolve to stay within 1.5x of a trivial statically
# linked program that reads and writes the state; the dynamic loader alone is
# about a third of umpire's start-up. STATIC=0 links dynamically (the sanitizers
# and valgrind need it); libcsv and libsodium are then still linked statically
# where their .a files are there.
STATIC ?= $(if $(wildcard /usr/lib/*/libc.a /usr/lib/libc.a),1,0)
STATIC_ON = -Wl,-Bstatic -lcsv -lsodium -Wl,-Bdynamic
STATIC_LIBS := $(if $(wildcard /usr/lib/*/libsodium.a /usr/lib/*/libcsv.a),$(STATIC_ON),-lcsv -lsodium)
LDLIBS_UMPIRE = $(if $(filter 1,$(STATIC)),-static -lcsv -lsodium,$(STATIC_LIBS)) -lm $(LDLIBS)

# The functions the commonest commands run are laid side by side in the static
# program (tools/hot-functions.txt, written by tools/hot-functions.sh): each
# 64 KB of code a process first touches costs a page fault, and a resolve ran
# 250 KB of code spread over 23 such windows. lld orders them (GNU ld 2.40
# cannot); without lld the program is the same, only slower to start.
# LAYOUT=0 turns it off. lld writes the program by write(), not through a
# mapping of the file (its default): every process run from a file lld had
# mapped paid for it, likely through how the page cache then holds the file
# (a resolve of 300 units took 8% longer than the same bytes copied with cp).
LAYOUT ?= $(if $(and $(filter 1,$(STATIC)),$(shell command -v ld.lld)),1,0)
ifeq ($(LAYOUT),1)
CFLAGS_ALL += -ffunction-sections
LDFLAGS_UMPIRE = -fuse-ld=lld -Wl,--symbol-ordering-file=tools/hot-functions.txt \
	-Wl,--no-warn-symbol-ordering -Wl,--no-mmap-output-file
endif

CORE_SRC := $(wildcard core/*.c) $(wildcard core/games/*/*.c)
CLI_SRC := $(wildcard cli/*.c)
UNIT_SRC := $(wildcard tests/unit/test_*.c)
BENCH_SRC := $(wildcard tests/bench/*.c)
# Embedded in the binary: the rule tables (as GAME/NAME.csv), the scenarios
# `umpire new` starts from (as fixtures/GAME/NAME.csv) and the shell code of
# `umpire completion` (as cli/completion.SHELL).
TABLE_CSV := $(sort $(wildcard tables/*/*.csv) $(wildcard fixtures/*/*.csv)) \
	cli/completion.sh cli/completion.bash cli/completion.zsh
CORE_OBJ := $(CORE_SRC:%.c=$(B)/%.o) $(B)/tables.o
CLI_OBJ := $(CLI_SRC:%.c=$(B)/%.o)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)
BENCH_BIN := $(BENCH_SRC:tests/bench/%.c=$(B)/bench/%)
UMPIRE := $(if $(filter build,$(B)),umpire,$(B)/umpire)

# Translations (GNU gettext, po/). Each catalogue is compiled beside the
# program ($(B)/locale), where it finds it without `make install` (i18n.c).
# The messages are what xgettext finds in the code - the format of log_step,
# err_set, kit_refuse, kit_bad, kit_bad_at, a roll's label, _() and N_(), and
# both forms of a plural (P_, log_stepn, err_setn, kit_refusen, kit_nsprintf) -
# and what the registry declares (po/msgids.c): umpire.pot is built, never
# kept, and a check fails when a catalogue misses one of its messages.
LANGS = fr
MO := $(LANGS:%=$(B)/locale/%/LC_MESSAGES/umpire.mo)
XGETTEXT_FLAGS = --language=C --from-code=UTF-8 --no-wrap --add-comments=TRANSLATORS: \
	--keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=log_step:3 --keyword=err_set:3 \
	--keyword=kit_refuse:3 --keyword=kit_bad:5 --keyword=kit_bad_at:5 --keyword=chance_rollf:8 --keyword=LOG:3 --keyword=odds_report_expect:2 \
	--keyword=mismatch:3 --keyword=add_shift:5 --flag=add_shift:5:c-format --flag=mismatch:3:c-format --keyword=C_:1c,2 --keyword=NC_:1c,2 \
	--keyword=log_stepn:3,4 --keyword=err_setn:3,4 --keyword=kit_refusen:3,4 --keyword=kit_nsprintf:3,4 \
	--flag=log_step:3:c-format --flag=err_set:3:c-format --flag=kit_refuse:3:c-format \
	--flag=kit_bad:5:c-format --flag=kit_bad_at:5:c-format --flag=chance_rollf:8:c-format --flag=LOG:3:c-format \
	--flag=log_stepn:3:c-format --flag=log_stepn:4:c-format --flag=err_setn:3:c-format --flag=err_setn:4:c-format \
	--flag=kit_refusen:3:c-format --flag=kit_refusen:4:c-format --flag=kit_nsprintf:3:c-format --flag=kit_nsprintf:4:c-format \
	--package-name=umpire --msgid-bugs-address="the umpire maintainers"

.PHONY: po pot all test asan valgrind valgrind-run bench fuzz lint pictures man install uninstall print-version clean FORCE
all: $(UMPIRE) $(MO)

$(UMPIRE): $(CLI_OBJ) $(B)/libumpire.a $(if $(filter 1,$(LAYOUT)),tools/hot-functions.txt)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS_ALL) $(LDFLAGS_UMPIRE) -o $@ $(CLI_OBJ) $(B)/libumpire.a \
		$(LDLIBS_UMPIRE)

# version.h changes only when the version does, so that only help.o is rebuilt
$(B)/version.h: FORCE
	@mkdir -p $(B)
	@v='#define UMPIRE_VERSION "$(VERSION)"'; \
	  [ "$$(cat $@ 2>/dev/null)" = "$$v" ] || echo "$$v" > $@
$(B)/cli/help.o: $(B)/version.h

print-version:
	@echo $(VERSION)

$(B)/libumpire.a: $(CORE_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -MMD -MP -c -o $@ $<

# The tables, embedded with the assembler's .incbin: each file's bytes plus a
# NUL, and an array of {path, data, length} named table_blobs (see table.h).
$(B)/tables.S: $(TABLE_CSV) Makefile
	@mkdir -p $(B)
	@{ echo '	.section .rodata'; i=0; \
	  for f in $(TABLE_CSV); do \
	    echo "tb_d$$i: .incbin \"$(CURDIR)/$$f\""; echo '	.byte 0'; \
	    echo "tb_n$$i: .asciz \"$${f#tables/}\""; i=$$((i+1)); done; \
	  echo '	.section .data.rel.ro,"aw"'; echo '	.balign 8'; \
	  echo '	.globl table_blobs'; echo 'table_blobs:'; i=0; \
	  for f in $(TABLE_CSV); do \
	    echo "	.quad tb_n$$i, tb_d$$i, $$(wc -c < $$f)"; i=$$((i+1)); done; \
	  echo '	.quad 0, 0, 0'; \
	  echo '	.section .rodata'; echo '	.balign 4'; \
	  echo '	.globl table_nblobs'; echo "table_nblobs: .long $$i"; \
	  echo '	.section .note.GNU-stack,"",@progbits'; } > $@

$(B)/tables.o: $(B)/tables.S
	$(CC) -c -o $@ $<

$(B)/tests/%: tests/unit/%.c $(B)/libumpire.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS_ALL) -o $@ $< $(B)/libumpire.a -lcmocka $(LDLIBS_ALL)

$(B)/bench/%: tests/bench/%.c $(B)/libumpire.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS_ALL) -o $@ $< $(B)/libumpire.a $(LDLIBS_ALL)

# The baseline of the resolve figure is statically linked (DESIGN.md), and the
# parse counter wraps state_parse to count the parses the games make.
$(B)/bench/trivial: tests/bench/trivial.c
	@mkdir -p $(dir $@)
	$(CC) -O2 $(if $(filter 1,$(STATIC)),-static) -o $@ $<
$(B)/bench/pages: tests/bench/pages.c
	@mkdir -p $(dir $@)
	$(CC) -O2 $(if $(filter 1,$(STATIC)),-static) -o $@ $<

$(B)/bench/parses: tests/bench/parses.c $(B)/libumpire.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Wl,--wrap=state_parse -o $@ $< $(B)/libumpire.a $(LDLIBS_ALL)

$(B)/locale/%/LC_MESSAGES/umpire.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

$(B)/msgids: po/msgids.c $(B)/libumpire.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS_ALL) -o $@ $< $(B)/libumpire.a $(LDLIBS_ALL)

$(B)/umpire.pot: $(CORE_SRC) $(CLI_SRC) $(B)/msgids
	xgettext $(XGETTEXT_FLAGS) -o $(B)/code.pot $(sort $(CORE_SRC) $(CLI_SRC))
	./$(B)/msgids | msguniq --no-wrap -o $(B)/registry.pot
	msgcat --use-first --no-wrap -o $@ $(B)/code.pot $(B)/registry.pot

pot: $(B)/umpire.pot

po: $(B)/umpire.pot
	for l in $(LANGS); do msgmerge --quiet --update --backup=none --no-wrap po/$$l.po $< || exit 1; done

test: $(UMPIRE) $(MO) $(B)/umpire.pot $(UNIT_BIN)
	@UMPIRE=./$(UMPIRE) UNIT_DIR=$(B)/tests bash tests/run

asan:
	$(MAKE) B=build/asan OPT=-O1 STATIC=0 LEAK_CHECK=1 \
	  CFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  LDLIBS="-fsanitize=address,undefined" test

# valgrind cannot follow the heap of a static program: it runs a dynamic build.
valgrind:
	$(MAKE) B=build/valgrind STATIC=0 LEAK_CHECK=1 valgrind-run

valgrind-run: $(UMPIRE) $(MO) $(B)/umpire.pot $(UNIT_BIN)
	@UMPIRE=./$(UMPIRE) UNIT_DIR=$(B)/tests \
	  WRAP="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect" \
	  bash tests/run

bench: $(UMPIRE) $(BENCH_BIN)
	@UMPIRE=./$(UMPIRE) BENCH_DIR=$(B)/bench bash tests/bench/run

# Fuzzing: each harness of tests/fuzz/ runs FUZZ_SECONDS from a corpus seeded
# with the shipped fixtures, test states and tables; a crash stops the target
# and leaves its input in build/fuzz/ (add it to tests/bad/ with its fix).
CC_FUZZ ?= clang
FUZZ_SECONDS ?= 20
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_BIN := $(FUZZ_SRC:tests/fuzz/%.c=build/fuzz/%)
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -Icore

# The engine is compiled once for all the harnesses (instrumented, not linked
# with libFuzzer's main), then each harness links against it.
FUZZ_OBJ := $(CORE_SRC:%.c=build/fuzz/obj/%.o)
.SECONDARY: $(FUZZ_OBJ)

build/fuzz/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC_FUZZ) -g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all \
	  -std=c11 -D_DEFAULT_SOURCE -Icore -MMD -MP -c -o $@ $<

build/fuzz/%: tests/fuzz/%.c $(FUZZ_OBJ) build/tables.o
	@mkdir -p build/fuzz
	$(CC_FUZZ) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_OBJ) build/tables.o -lcsv -lsodium -lm

fuzz: $(FUZZ_BIN)
	@UMPIRE=./$(UMPIRE) FUZZ_SECONDS=$(FUZZ_SECONDS) bash tests/fuzz/run

lint:
	mandoc -Tlint -Wwarning man/*.[1-9]

# The pictures the README shows, drawn from the fixtures (tests/checks/pictures.sh
# says which, and `make test` fails when one is not what umpire draws today).
pictures: $(UMPIRE)
	@UMPIRE=./$(UMPIRE) bash tests/checks/pictures.sh --write

man: $(UMPIRE)
	@sh man/lists.sh ./$(UMPIRE)

# The completion scripts are printed by the binary, from its registry.
$(B)/completion/umpire: $(UMPIRE)
	@mkdir -p $(dir $@)
	./$(UMPIRE) completion bash > $@
$(B)/completion/_umpire: $(UMPIRE)
	@mkdir -p $(dir $@)
	./$(UMPIRE) completion zsh > $@

install: $(UMPIRE) $(MO) $(B)/completion/umpire $(B)/completion/_umpire
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 755 $(UMPIRE) $(DESTDIR)$(BINDIR)/umpire
	for p in $(MAN_PAGES); do s=$${p##*.}; \
	  install -d $(DESTDIR)$(MANDIR)/man$$s && install -m 644 $$p $(DESTDIR)$(MANDIR)/man$$s/ || exit 1; done
	install -m 644 $(B)/completion/umpire $(DESTDIR)$(BASHCOMPDIR)/umpire
	install -m 644 $(B)/completion/_umpire $(DESTDIR)$(ZSHCOMPDIR)/_umpire
	for l in $(LANGS); do install -d $(DESTDIR)$(DATADIR)/locale/$$l/LC_MESSAGES && \
	  install -m 644 $(B)/locale/$$l/LC_MESSAGES/umpire.mo $(DESTDIR)$(DATADIR)/locale/$$l/LC_MESSAGES/ || exit 1; done

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/umpire $(DESTDIR)$(BASHCOMPDIR)/umpire $(DESTDIR)$(ZSHCOMPDIR)/_umpire
	for l in $(LANGS); do rm -f $(DESTDIR)$(DATADIR)/locale/$$l/LC_MESSAGES/umpire.mo; done
	for p in $(notdir $(MAN_PAGES)); do rm -f $(DESTDIR)$(MANDIR)/man$${p##*.}/$$p; done

clean:
	rm -rf build umpire

-include $(CORE_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(FUZZ_OBJ:.o=.d)
