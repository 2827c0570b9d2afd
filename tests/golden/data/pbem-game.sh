#!/usr/bin/env bash
# pbem-game.sh DIR: an honest committed turn between Anne (the mover, Allied)
# and Bruno, each with his ledger, as umpire(1) tells them to play (used by
# tests/golden/pbem-*.t). Leaves in DIR: g0.csv (the start), g.csv and j.csv
# (the state and journal after the turn), anne.ledger, bruno.ledger, turn.txt
# and its secret, and the commitment and key in DIR/commit and DIR/key.
set -eu
D=$1 U=$UMPIRE
cp tests/golden/data/journal-start.csv "$D/g.csv"
cp "$D/g.csv" "$D/g0.csv"
cp tests/golden/data/turn.txt "$D/turn.txt"
C=$("$U" commit --ledger "$D/anne.ledger" "$D/g.csv" "$D/turn.txt")
K=$("$U" key --ledger "$D/bruno.ledger" "$C")
"$U" resolve "$D/g.csv" --orders "$D/turn.txt" --key "$K" --in-place \
	--journal "$D/j.csv" --pbem >"$D/log"
echo "$C" >"$D/commit"
echo "$K" >"$D/key"
