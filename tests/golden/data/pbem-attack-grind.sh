#!/usr/bin/env bash
# pbem-attack-grind.sh DIR: issue 13's key grinding, as the opponent ran it (for
# tests/golden/pbem-attack-grind.t). He holds the state and the commitment the
# mover sent; he tries keys until the first four dice he can compute from them
# (before the fair protocol: the seeded dice of "SEED:COMMITMENT:KEY") are the
# ones he wants, 1,1,1,1, and sends that key. The mover resolves her turn with
# it (a fixed secret, so the run is the same each time): the dice must not be
# the ones he chose. Prints his cost and what the turn rolled.
set -eu
D=$1 U=$UMPIRE T=tests/golden/data/pbem-tool.py
mkdir -p "$D"
cp fixtures/salerno43/commandos-2129.csv "$D/g.csv"
echo "assault from=2129 to=2228 loss=top policy=always" >"$D/turn.txt"
printf 'secret,00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\nstate,%s\nmover,allied\n' \
	"$(python3 $T hash "$D/g.csv")" >"$D/turn.txt.secret"
C=$("$U" commit "$D/g.csv" "$D/turn.txt" 2>/dev/null)
read -r K N < <(python3 $T grind "$D/g.csv" "$C" 1,1,1,1)
"$U" resolve "$D/g.csv" --orders "$D/turn.txt" --key "$K" -o "$D/t.csv" >"$D/log"
got=$(grep -o 'rolls [0-9]d6 = [0-9+]*' "$D/log" | sed 's/.*= //' | tr '+\n' ',,' | cut -d, -f1-4)
echo "the opponent tried $N keys for 1,1,1,1 and sent $K; the turn rolled $got"
test "$(echo "$got" | tr -cd , | wc -c)" -eq 3
test "$got" != 1,1,1,1
