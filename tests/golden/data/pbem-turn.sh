#!/usr/bin/env bash
# pbem-turn.sh DIR STATE ORDERS MOVER KEY: the mover commits ORDERS on STATE
# with a fixed secret (so that the test knows the dice: see the transcripts
# that use it, tests/golden/pbem-pause.t and pbem-cards.t), the opponent's
# ledger records KEY as the key he sent, and the mover resolves the turn into
# DIR/g.csv and DIR/j.csv, a journal in play-by-e-mail mode. DIR/g0.csv is the
# start, DIR/turn.txt the orders, DIR/commit the commitment, DIR/log the log,
# DIR/anne.ledger and DIR/bruno.ledger the two ledgers.
set -eu
D=$1 U=$UMPIRE
S=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
cp "$2" "$D/g.csv"
cp "$D/g.csv" "$D/g0.csv"
cp "$3" "$D/turn.txt"
printf 'secret,%s\nstate,%s\nmover,%s\n' $S "$("$U" hash "$D/g.csv")" "$4" >"$D/turn.txt.secret"
C=$("$U" commit --ledger "$D/anne.ledger" "$D/g.csv" "$D/turn.txt" 2>/dev/null)
echo "$C" >"$D/commit"
printf 'umpire-ledger,1\nreceived,%s,%s\n' "$C" "$5" >"$D/bruno.ledger"
test "$("$U" key --ledger "$D/bruno.ledger" "$C")" = "$5"
"$U" resolve "$D/g.csv" --orders "$D/turn.txt" --key "$5" --in-place \
	--journal "$D/j.csv" --pbem >"$D/log"
