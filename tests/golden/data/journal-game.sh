#!/usr/bin/env bash
# journal-game.sh DIR: play a short game by e-mail into DIR/g.csv with its
# journal DIR/j.csv (used by tests/golden/cli-journal*.t); DIR/hash gets the
# hash verify reports for the final state.
set -e
D=$1
cp tests/golden/data/journal-start.csv "$D/g.csv"
"$UMPIRE" resolve "$D/g.csv" --in-place --journal "$D/j.csv" --dice 1,1,6,6 \
	assault from=4211 to=4111 policy=never loss=top >/dev/null
"$UMPIRE" resolve "$D/g.csv" --in-place --journal "$D/j.csv" \
	assault from=4212 to=4112 att=us-36,us-m4 loss=top >/dev/null
"$UMPIRE" resolve "$D/g.csv" --in-place --journal "$D/j.csv" decide yes >/dev/null \
	|| "$UMPIRE" resolve "$D/g.csv" --in-place --journal "$D/j.csv" decide no >/dev/null
python3 - "$D/g.csv" > "$D/hash" <<'PY'
import hashlib, sys
print(hashlib.blake2b(open(sys.argv[1], 'rb').read(), digest_size=32).hexdigest())
PY
