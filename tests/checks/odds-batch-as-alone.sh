#!/usr/bin/env bash
# odds-batch-as-alone.sh: a batch never answers a row with another order's result
# (issue 14). Every row of a batch (repeated orders, the same parameters in
# another order, a parameter typed with its default value and the same left out,
# an unquoted list) gets exactly what the same order gets in a batch of its own:
# the same status, odds, summary, expectations and outcomes; an error row only
# differs in its place (FILE:LINE:COL). Checked on salerno43 and memoir44, with
# 1 and 2 worker processes.
#
# Caught: the batch kept a computed report under the order's parameters without
# those typed with their default value, so `assault ... rounds=3` (three rounds,
# or a refusal asking for a §9.67 policy) was answered with the one-round odds of
# the `assault ...` before it.
set -eu
cd "$ROOT"
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

check() {  # check STATE BATCH
	local state=$1 batch=$2 n i
	n=$(python3 -c "import csv,sys; print(len(list(csv.DictReader(open(sys.argv[1])))))" "$batch")
	for jobs in 1 2; do
		"$UMPIRE" odds "$state" --batch "$batch" --format json --jobs $jobs \
			>"$T/batch$jobs.jsonl" 2>/dev/null || true
	done
	: >"$T/alone.jsonl"
	for i in $(seq 1 "$n"); do   # each row in a batch of its own (header + that row)
		python3 - "$batch" "$i" >"$T/one.csv" <<'PY'
import sys
lines = open(sys.argv[1], newline='').read().split('\n')
print(lines[0]); print(lines[int(sys.argv[2])])
PY
		"$UMPIRE" odds "$state" --batch "$T/one.csv" --format json --jobs 1 \
			>>"$T/alone.jsonl" 2>/dev/null || true
	done
	python3 - "$T/alone.jsonl" "$T/batch1.jsonl" "$T/batch2.jsonl" <<'PY'
import json, re, sys
def load(p):
    out = []
    for l in open(p):
        r = json.loads(l)
        r.pop('row'); r.pop('name')
        if 'error' in r:   # the place differs: FILE:LINE:COL
            r['error'] = re.sub(r'^\S+?:\d+(:\d+)?: ', '', r['error'])
        out.append(r)
    return out
alone = load(sys.argv[1])
for p in sys.argv[2:]:
    got = load(p)
    assert len(got) == len(alone), (p, len(got), len(alone))
    for i, (a, b) in enumerate(zip(alone, got)):
        assert a == b, 'row %d of %s:\n alone %s\n batch %s' % (i + 1, p, a, b)
PY
}

# salerno43: the commandos' assault on the CP in every spelling
S=fixtures/salerno43/commandos-2129.csv
cat >"$T/s43.csv" <<'EOF'
name,order
plain,assault from=2129 to=2228
rounds-3,assault from=2129 to=2228 rounds=3
rounds-3-always,assault from=2129 to=2228 rounds=3 policy=always
always,assault from=2129 to=2228 policy=always
always-rounds-3,assault policy=always to=2228 rounds=3 from=2129
plain-again,assault to=2228 from=2129
policy-ask,assault from=2129 to=2228 policy=ask
loss-top,assault from=2129 to=2228 loss=top
fortified-use,assault from=2129 to=2228 fortified=use
fortified-keep,assault from=2129 to=2228 fortified=keep
att-a,assault from=2129 to=2228 att=2cdo-a
att-ab,"assault from=2129 to=2228 att=2cdo-a,2cdo-b"
att-ba,"assault from=2129 to=2228 att=2cdo-b,2cdo-a"
unquoted,assault from=2129 to=2228 att=2cdo-a,2cdo-b
rounds-1,assault from=2129 to=2228 rounds=1
rounds-3-last,assault from=2129 to=2228 rounds=3
EOF
check $S "$T/s43.csv"

# memoir44: an air attack on 2 hexes, its lists quoted and not, in another order
M=tests/golden/data/m44-air-4.csv
cat >"$T/m44.csv" <<'EOF'
name,order
air2,"bombard by=air to=1016,1017"
air1,bombard by=air to=1016
unquoted,bombard by=air to=1016,1017
air2-reversed,"bombard by=air to=1017,1016"
air2-again,"bombard to=1016,1017 by=air"
fire,fire from=1019 to=1017
fire-again,fire to=1017 from=1019
EOF
check $M "$T/m44.csv"
