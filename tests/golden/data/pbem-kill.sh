#!/usr/bin/env bash
# pbem-kill.sh DIR: kill -9 during the write of a state, its journal and its log
# (for tests/golden/pbem-kill.t). strace delivers SIGKILL at the entry of the
# N-th write(2), fsync(2), linkat(2) or rename(2) of one `resolve --in-place
# --journal --log`, for every N the run reaches: every moment it writes
# something. After each kill:
#  - the state, the journal and the log are each the old file or the new one,
#    whole (never half written); the log, renamed last, may be the old one;
#  - the state is never ahead of its journal; where the journal is ahead of the
#    state (killed between the two renames: journal first), resolve refuses the
#    state, names `umpire verify JOURNAL -o STATE`, and that gives the new state;
#  - the order played again then ends with the files of an unkilled run;
#  - a temporary file left beside them (killed between its linkat and rename) is
#    removed by the next run writing that file (here the next order), and the
#    journal verifies.
# Prints how many kills, how many left the journal ahead, and the leftovers.
set -u
D=$1 U=$UMPIRE
ORDER=(--dice 1,1,6,6 assault from=4212 to=4112 att=us-36,us-m4 policy=never loss=top)
cp tests/golden/data/journal-start.csv "$D/s0.csv"
"$U" resolve "$D/s0.csv" --in-place --journal "$D/j0.csv" --dice 1,1,6,6 \
	assault from=4211 to=4111 policy=never loss=top >/dev/null || exit 1
echo "the log of the last order" >"$D/log0"
fresh() {  # fresh DIR: the files before the order
	rm -rf "$1" && mkdir "$1" && cp "$D/s0.csv" "$1/g.csv" && cp "$D/j0.csv" "$1/j.csv" &&
		cp "$D/log0" "$1/log"
}
play() {  # play DIR: the order
	"$U" resolve "$1/g.csv" --in-place --journal "$1/j.csv" --log "$1/log" "${ORDER[@]}"
}
which() {  # which FILE OLD NEW: prints old or new, or fails
	if cmp -s "$1" "$2"; then echo old; elif cmp -s "$1" "$3"; then echo new; else
		echo "$1 is neither the old file nor the new one" >&2; return 1; fi
}
fresh "$D/ref" && play "$D/ref" >/dev/null || exit 1
kills=0 ahead=0 left=0
for sc in write fsync linkat rename; do
	for n in $(seq 1 40); do
		K=$D/k
		fresh "$K"
		# (LeakSanitizer cannot run under ptrace: an ASan build checks no leaks here)
		( ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 strace -f -qq -o /dev/null -e trace="$sc" -e inject="$sc":signal=KILL:when="$n" \
			"$U" resolve "$K/g.csv" --in-place --journal "$K/j.csv" --log "$K/log" \
			"${ORDER[@]}" >/dev/null 2>&1; exit $? ) 2>/dev/null
		rc=$?
		[ $rc -eq 0 ] && break
		[ $rc -eq 137 ] || { echo "$sc #$n: exit $rc, not killed"; exit 1; }
		kills=$((kills + 1))
		s=$(which "$K/g.csv" "$D/s0.csv" "$D/ref/g.csv") || exit 1
		j=$(which "$K/j.csv" "$D/j0.csv" "$D/ref/j.csv") || exit 1
		l=$(which "$K/log" "$D/log0" "$D/ref/log") || exit 1
		[ "$s/$j" = new/old ] && { echo "$sc #$n: the state is ahead of its journal"; exit 1; }
		extra=$(ls "$K" | grep -vx -e g.csv -e j.csv -e log)
		[ -n "$extra" ] && { left=$((left + 1)); echo "$sc #$n: left $extra"; }
		if [ "$s/$j" = old/new ]; then
			ahead=$((ahead + 1))
			play "$K" >/dev/null 2>"$K/.e"
			[ $? -eq 65 ] && grep -q "umpire verify $K/j.csv -o $K/g.csv" "$K/.e" ||
				{ echo "$sc #$n: the journal ahead is not named"; cat "$K/.e"; exit 1; }
			"$U" verify "$K/j.csv" -o "$K/g.csv" >/dev/null || exit 1
			cmp -s "$K/g.csv" "$D/ref/g.csv" || { echo "$sc #$n: verify -o differs"; exit 1; }
			cp "$D/ref/log" "$K/log"
			rm -f "$K/.e"
		elif [ "$s/$j" = new/new ]; then
			cp "$D/ref/log" "$K/log"   # killed before the log's rename: the game is whole
		elif [ "$s/$j" = old/old ]; then
			play "$K" >/dev/null || { echo "$sc #$n: the order played again fails"; exit 1; }
		fi
		for f in g.csv j.csv log; do
			cmp -s "$K/$f" "$D/ref/$f" || { echo "$sc #$n: $f differs from an unkilled run"; exit 1; }
		done
		"$U" resolve "$K/g.csv" --in-place --journal "$K/j.csv" --log "$K/log" \
			supply side=allied >/dev/null || { echo "$sc #$n: the next order fails"; exit 1; }
		"$U" verify "$K/j.csv" "$K/g.csv" >/dev/null || { echo "$sc #$n: does not verify"; exit 1; }
		extra=$(ls "$K" | grep -vx -e g.csv -e j.csv -e log)
		[ -z "$extra" ] || { echo "$sc #$n: $extra still there after the next order"; exit 1; }
	done
done
echo "$kills kills; $ahead left the journal one row ahead; $left left a temporary file"
test "$kills" -ge 10
