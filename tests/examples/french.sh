#!/bin/sh
# tests/examples/french.sh: writes NAME.fr.t beside each worked example NAME.t
# (issue 19): the same command with --lang fr, the same status and checks,
# and empty expected sections that
#   UPDATE=1 ONLY='examples/*.fr.t' make test
# fills with what umpire prints. Read the French before committing it; the
# check tests/checks/examples-fr.sh holds it to the English step for step.
set -eu
cd "$(dirname "$0")"
for t in *.t; do
	case $t in *.fr.t) continue ;; esac
	f=${t%.t}.fr.t
	{
		echo "# French transcript of $t (issue 19): its steps, line for line."
		awk '/^--- /{exit} !/^#/' "$t" | sed 's/^cmd: .*/& --lang fr/'
		if grep -qx -- '--- stdout' "$t"; then echo '--- stdout'; fi
		if grep -qx -- '--- stderr' "$t"; then echo '--- stderr'; fi
	} >"$f"
done
