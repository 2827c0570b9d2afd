#!/usr/bin/env bash
# pbem-lock.sh DIR: ten resolves of one state and one journal at once (for
# tests/golden/pbem-lock.t), each ending the game turn: all must exit 0, each be
# one row of the journal and one turn of the state (from 9-morning, the first
# order and then ten: 12-night), and the journal must verify to the state.
set -u
D=$1 U=$UMPIRE
cp tests/golden/data/pbem-lock.csv "$D/g.csv"
"$U" resolve "$D/g.csv" --in-place --journal "$D/j.csv" turn >/dev/null || exit 1
for i in 1 2 3 4 5 6 7 8 9 10; do
	( "$U" resolve "$D/g.csv" --in-place --journal "$D/j.csv" turn >/dev/null 2>"$D/e$i"
	  echo $? >"$D/rc$i" ) &
done
wait
ok=$(cat "$D"/rc* | grep -c '^0$')
rows=$(grep -c '^[0-9]*,[0-9a-f]*,turn,' "$D/j.csv")
echo "$ok runs exited 0; $rows turn rows; $(grep '^set,turn' "$D/g.csv")"
cat "$D"/e*
test "$ok" -eq 10 && test "$rows" -eq 11 && grep -q '^set,turn,12-night$' "$D/g.csv" &&
	"$U" verify "$D/j.csv" "$D/g.csv" | grep -q ": 11 orders verified;" &&
	test -z "$(ls "$D" | grep tmp)"
