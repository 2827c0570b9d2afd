#!/usr/bin/env bash
# pbem-grind.sh DIR: the opponent's key grinding of issue 13 (attack 1), for
# tests/golden/pbem-attack-grind.t. Before the fair protocol, the dice of a
# committed turn were the seeded dice of "SEED:COMMITMENT:KEY", all of it known
# to the opponent when he chose his key: he could try keys until the dice
# suited him. For 12 keys, this predicts the dice of the turn at most twice
# (by chance); and the same orders, state and key with another secret of the
# mover give other dice: they depend on what only the mover holds.
set -eu
D=$1 U=$UMPIRE
cp fixtures/salerno43/commandos-2129.csv "$D/g.csv"
echo "assault from=2129 to=2228 loss=top policy=always" >"$D/turn.txt"
C=$("$U" commit "$D/g.csv" "$D/turn.txt")
seed=$(sed -n 's/^set,seed,//p' "$D/g.csv")
dice() { grep -o 'rolls [0-9]d6 = [0-9+]*' "$1" | tr '\n' ' '; }
same=0 other=0
cp "$D/turn.txt.secret" "$D/secret-1"
rm "$D/turn.txt.secret"
C2=$("$U" commit "$D/g.csv" "$D/turn.txt")
test "$C" != "$C2"
cp "$D/turn.txt.secret" "$D/secret-2"
for k in 1 2 3 4 5 6 7 8 9 10 11 12; do
	cp "$D/secret-1" "$D/turn.txt.secret"
	"$U" resolve "$D/g.csv" --orders "$D/turn.txt" --key "key-$k" -o "$D/t.csv" >"$D/turn.log"
	"$U" resolve "$D/g.csv" assault from=2129 to=2228 loss=top policy=always \
		--seed "$seed:$C:key-$k" -o "$D/p.csv" >"$D/pred.log"
	test -n "$(dice "$D/turn.log")"
	[ "$(dice "$D/turn.log")" = "$(dice "$D/pred.log")" ] && same=$((same + 1))
	cp "$D/secret-2" "$D/turn.txt.secret"
	"$U" resolve "$D/g.csv" --orders "$D/turn.txt" --key "key-$k" -o "$D/t2.csv" >"$D/turn2.log"
	[ "$(dice "$D/turn.log")" != "$(dice "$D/turn2.log")" ] && other=$((other + 1))
done
echo "predicted $same of 12; another secret changed the dice $other times of 12"
test "$same" -le 2 && test "$other" -ge 10
