#!/usr/bin/env bash
# heroes-man.sh: umpire-heroes(7) names every order, ruling and table the
# heroes game registers (umpire orders/rulings/tables heroes), so the page and
# the registry cannot drift apart.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
UMPIRE=${UMPIRE:-$ROOT/umpire}
page=$ROOT/man/umpire-heroes.7
fail=0
for id in $("$UMPIRE" games | awk -F'\t' '$1 == "heroes" { print $3 }' | tr ',' ' ') \
		$("$UMPIRE" rulings heroes | awk -F'\t' '/^[a-z]/ { print $1 }') \
		core counters gear tiles scenarios; do
	if ! grep -q -- "^\.Cm $id\( \|$\)\|^\.It Cm $id\( \|$\)\|Cm $id ,\|Cm $id\$" "$page"; then
		echo "umpire-heroes(7) does not name '$id'"
		fail=1
	fi
done
exit $fail
