#!/usr/bin/env bash
# n44-man.sh: umpire-normandie44(7) documents every order, ruling and table the
# game registers (DESIGN: lists the registry knows are checked against it).
set -u
U=${UMPIRE:-$ROOT/umpire}
M=$ROOT/man/umpire-normandie44.7
status=0
for v in $("$U" orders normandie44 | grep -v '^ ' | cut -d: -f1 | grep -v '^decide$'); do
	grep -q "^\.Ss $v\$" "$M" || { echo "order $v is not documented (.Ss $v)"; status=1; }
done
for r in $("$U" rulings normandie44 | grep -v '^ ' | cut -f1); do
	grep -q "^\.It Cm $r Ns = Ns " "$M" || { echo "ruling $r is not documented"; status=1; }
done
for t in $("$U" tables normandie44); do
	grep -qw -- "$t" "$M" || { echo "table $t is not documented"; status=1; }
	grep -q "\`$t\`" "$ROOT/tables/normandie44/README.md" || { echo "table $t has no provenance in README.md"; status=1; }
done
exit $status
