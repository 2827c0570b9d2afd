#!/usr/bin/env bash
# new.sh: `umpire new GAME SCENARIO` says what it wrote: with -o, the file,
# game, scenario and the fresh seed on stdout; without, the state on stdout
# and the same words on stderr. The seed said is the seed written, and each
# new game gets a seed of its own. Every scenario `new GAME` lists starts a
# valid state.
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
dir=$(mktemp -d) && trap 'rm -rf "$dir"' EXIT
status=0
fail() { echo "$*"; status=1; }

out=$("$UMPIRE" new salerno43 commandos-2129 -o "$dir/game.csv") || fail "new -o failed"
re="^wrote $dir/game.csv: salerno43, scenario commandos-2129, seed ([0-9a-f]{32}), no dice drawn yet\$"
[[ $out =~ $re ]] || fail "new -o said: '$out'"
seed=${BASH_REMATCH[1]:-none}
grep -qx "set,seed,$seed" "$dir/game.csv" || fail "new -o: the seed said ($seed) is not the seed written"
grep -qx "set,draws,0" "$dir/game.csv" || fail "new -o: draws is not 0"

"$UMPIRE" new salerno43 commandos-2129 > "$dir/out.csv" 2> "$dir/err" || fail "new to stdout failed"
re="^umpire: new salerno43 state on standard output: scenario commandos-2129, seed ([0-9a-f]{32}), no dice drawn yet\$"
[[ $(cat "$dir/err") =~ $re ]] || fail "new to stdout said: '$(cat "$dir/err")'"
grep -qx "set,seed,${BASH_REMATCH[1]:-none}" "$dir/out.csv" || fail "new to stdout: the seed said is not the seed written"
[ "${BASH_REMATCH[1]:-}" != "$seed" ] || fail "two new games got the same seed $seed"

for g in $("$UMPIRE" games | cut -f1); do
	for s in $("$UMPIRE" new "$g"); do
		"$UMPIRE" new "$g" "$s" -o "$dir/$g-$s.csv" >/dev/null || fail "new $g $s failed"
		"$UMPIRE" check "$dir/$g-$s.csv" >/dev/null || fail "new $g $s: not a valid state"
	done
done
exit $status
