#!/bin/bash
# checks/examples-fr.sh: every worked example has its French transcript beside
# it (NAME.fr.t, made by tests/examples/french.sh), with the same command but
# --lang fr, the same status, and the same number of lines in each section:
# the French log tells the same steps, line for line (issue 19).
set -u
cd "$ROOT/tests/examples" || exit 1
bad=0
section() { awk -v want="--- $2" '$0 == want {on = 1; next} /^--- / {on = 0} on' "$1"; }
for t in *.t; do
	case $t in *.fr.t) continue ;; esac
	f=${t%.t}.fr.t
	if [ ! -f "$f" ]; then echo "$t: no French transcript $f"; bad=1; continue; fi
	[ "$(sed -n 's/^cmd: //p' "$t") --lang fr" = "$(sed -n 's/^cmd: //p' "$f")" ] ||
		{ echo "$f: not the command of $t with --lang fr"; bad=1; }
	[ "$(grep '^status: ' "$t")" = "$(grep '^status: ' "$f")" ] ||
		{ echo "$f: not the status of $t"; bad=1; }
	for s in stdout stderr; do
		[ "$(section "$t" $s | wc -l)" = "$(section "$f" $s | wc -l)" ] ||
			{ echo "$f: $s has not the lines of $t"; bad=1; }
	done
done
for f in *.fr.t; do
	[ -f "${f%.fr.t}.t" ] || { echo "$f: no English example ${f%.fr.t}.t"; bad=1; }
done
exit $bad
