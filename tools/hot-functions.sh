#!/usr/bin/env bash
# tools/hot-functions.sh: writes tools/hot-functions.txt, the functions that the
# commonest commands run (a resolve, an odds, a batch, a check of each game),
# which the Makefile gives the linker (lld's --symbol-ordering-file) so that
# they lie side by side in the program.
#
# Why: a resolve runs about 250 KB of the program's 1.9 MB of code, spread over
# it; each 64 KB of code first touched costs a page fault that maps 16 pages
# (5 to 8 us on a virtual machine), and the code is read afresh by every
# process. Side by side they take 4 such windows instead of 23: a resolve of
# the 300-unit bench state takes 5% less time (issue 14). The order is
# Salerno's resolve first (what `make bench` times), then the rest by command;
# within one command, the costliest functions first.
#
# Run it after a change that adds or renames hot functions (a name that is no
# longer there is only skipped): it needs valgrind (callgrind) and ./umpire.
set -eu
cd "$(dirname "$0")/.."
UMPIRE=${UMPIRE:-./umpire}
out=tools/hot-functions.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
run() {   # run UMPIRE-ARGS...: the functions it runs, costliest first
	n=$((n + 1))
	valgrind -q --tool=callgrind --callgrind-out-file="$tmp/cg.$n" "$UMPIRE" "$@" \
		>/dev/null 2>&1 || true
	callgrind_annotate --inclusive=no --threshold=100 "$tmp/cg.$n" 2>/dev/null |
		awk '$1 ~ /^[0-9,]+$/ && $2 !~ /TOTALS/' | grep -o ':[A-Za-z_][A-Za-z0-9_.]*' |
		tr -d ':'
}
printf 'name,order\nr1,assault from=2129 to=2228 policy=always\nr2,assault from=2129 to=2228\n' \
	>"$tmp/batch.csv"
{
	run resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top \
		policy=always --seed 7
	run odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 policy=always
	run odds fixtures/salerno43/commandos-2129.csv --batch "$tmp/batch.csv" --jobs 1
	run check fixtures/salerno43/commandos-2129.csv
	run resolve fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --seed 7
	run resolve fixtures/omaha/landing-turn2.csv land sector=west --card 12:landing=B,A,D
	run resolve tests/golden/data/n44-advance.csv advance units=us-4-8 path=0714 \
		--tables tests/examples/data/normandie44-tables
	run resolve tests/golden/data/hn-assault-fer-step.csv assault unit=cdo target=fox \
		path=E5 retreat=F7 --dice 1,2,5 --tables tests/golden/data/hn-tables
	for f in fixtures/*/*.csv; do run check "$f"; done
	# what runs before main that callgrind does not name: the C library's
	# resolvers of its string functions (every one runs at start-up, for the
	# IRELATIVE relocations of a static program), and the start files'
	nm "$UMPIRE" | awk '$2 == "i" { print $3 }'
	printf '%s\n' _start _init frame_dummy register_tm_clones deregister_tm_clones \
		__do_global_dtors_aux _dl_relocate_static_pie _dl_new_object
} | awk '!seen[$0]++' >"$out"
echo "$out: $(wc -l <"$out") functions"
