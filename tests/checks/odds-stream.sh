#!/usr/bin/env bash
# odds-stream.sh: a batch read from standard input (--batch -) gives what the file
# gives, with 1 or 2 worker processes (--jobs), in input order; and GNU parallel, when
# installed, spreads it as README shows (parallel --pipe --keep-order), each part a
# stream filter, the rows joined back by their name.
set -eu
cd "$ROOT"
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
S=fixtures/salerno43/commandos-2129.csv
{ echo name,order
  for i in $(seq 1 60); do
	case $((i % 4)) in
	0) echo "r$i,assault from=2129 to=2228" ;;
	1) echo "r$i,assault from=2129 to=2228 att=2cdo-a" ;;
	2) echo "r$i,assault from=2129 to=2228 policy=always" ;;
	3) echo "r$i,assault from=2129 to=2230" ;;   # a bad row: the batch goes on
	esac
  done; } >"$T/b.csv"
"$UMPIRE" odds $S --batch "$T/b.csv" --jobs 1 >"$T/file.csv" 2>/dev/null && exit 1
"$UMPIRE" odds $S --batch - --jobs 1 <"$T/b.csv" >"$T/stdin1.csv" 2>/dev/null && exit 1
"$UMPIRE" odds $S --batch - --jobs 2 <"$T/b.csv" >"$T/stdin2.csv" 2>/dev/null && exit 1
sed "s#$T/b.csv:#-:#" "$T/file.csv" >"$T/file-named.csv"   # the errors' place
grep -q '^3,r3,65,-:4:2: assault: to=2230' "$T/file-named.csv"
cmp "$T/file-named.csv" "$T/stdin1.csv"
cmp "$T/file-named.csv" "$T/stdin2.csv"
# rows come out as they go in, without waiting for the end of the input: the first
# result is there while the input is still open
( echo name,order; echo "first,assault from=2129 to=2228"; sleep 3; echo "last,assault from=2129 to=2228" ) |
	"$UMPIRE" odds $S --batch - --summary --jobs 2 | { head -2 >"$T/early.csv"; cat >/dev/null; } &
sleep 2
grep -q '^1,first,0,' "$T/early.csv"
wait
if command -v parallel >/dev/null; then
	parallel --will-cite --pipe --keep-order --header '.*\n' -N 7 \
		"$UMPIRE" odds $S --batch - --format json --jobs 1 <"$T/b.csv" >"$T/par.jsonl" 2>/dev/null || true
	"$UMPIRE" odds $S --batch "$T/b.csv" --format json --jobs 1 >"$T/one.jsonl" 2>/dev/null || true
	python3 - "$T/par.jsonl" "$T/one.jsonl" <<'PY'
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
b = [json.loads(l) for l in open(sys.argv[2])]
assert len(a) == len(b) == 60
key = lambda r: (r['name'], r['status'], r.get('outcomes'), r.get('summary'))
assert [key(r) for r in a] == [key(r) for r in b]   # the same answers, by name, in order
PY
fi
