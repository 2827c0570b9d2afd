#!/usr/bin/env bash
# resolve-tty.sh: resolve never dumps a state on a terminal. With standard
# output a terminal (script(1) gives it a pseudo-terminal) and neither -o nor
# --in-place, it prints the log, writes nothing (no state, no journal) and
# says how to keep the state; with -o or -o - it writes as asked; and when
# standard output is not a terminal it prints the state as it always did.
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
command -v script >/dev/null || { echo "script(1) is not installed (util-linux)"; exit 1; }
dir=$(mktemp -d) && trap 'rm -rf "$dir"' EXIT
cp "$ROOT/fixtures/salerno43/commandos-2129.csv" "$dir/game.csv"
sum=$(sha256sum < "$dir/game.csv")
order="assault from=2129 to=2228 loss=top policy=always --seed 7"
status=0
fail() { echo "$*"; status=1; }
on_tty() { script -qec "$*" /dev/null | tr -d '\r'; }

# a terminal: the log and how to keep the state; nothing written
out=$(cd "$dir" && on_tty "'$UMPIRE' resolve game.csv $order --journal journal.csv; echo rc=\$?")
grep -q '^rc=0$' <<<"$out" || fail "resolve on a terminal: not exit 0: $out"
grep -q '(§9' <<<"$out" || fail "resolve on a terminal: no log: $out"
grep -q 'umpire-state,1' <<<"$out" && fail "resolve on a terminal printed the state"
grep -q 'the new state was not written, nor the journal.*-o FILE.*--in-place' <<<"$out" ||
	fail "resolve on a terminal: no word on how to keep the state: $out"
[ "$(sha256sum < "$dir/game.csv")" = "$sum" ] || fail "resolve on a terminal changed the state"
[ ! -e "$dir/journal.csv" ] || fail "resolve on a terminal wrote the journal"

# a terminal and -o FILE: written as asked, the log on the terminal
out=$(cd "$dir" && on_tty "'$UMPIRE' resolve game.csv $order -o new.csv")
grep -q 'umpire-state,1' <<<"$out" && fail "resolve -o on a terminal printed the state"
head -1 "$dir/new.csv" 2>/dev/null | grep -q '^umpire-state,1,salerno43' || fail "resolve -o on a terminal wrote no state"
# -o - asks for the state on standard output, terminal or not
out=$(cd "$dir" && on_tty "'$UMPIRE' resolve game.csv $order -o -")
grep -q '^umpire-state,1,salerno43' <<<"$out" || fail "resolve -o - on a terminal printed no state"

# not a terminal: the state on stdout (as -o -), the log on stderr, as before
(cd "$dir" && "$UMPIRE" resolve game.csv $order > piped.csv 2> piped.log) || fail "resolve to a pipe failed"
cmp -s "$dir/piped.csv" "$dir/new.csv" || fail "resolve to a pipe: not the state -o writes"
grep -q 'not written' "$dir/piped.log" && fail "resolve to a pipe: says the state was not written"
grep -q '(§9' "$dir/piped.log" || fail "resolve to a pipe: no log on stderr"
exit $status
