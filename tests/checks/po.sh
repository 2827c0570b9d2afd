#!/bin/bash
# checks/po.sh: every message umpire can show a person has its French (issue 19).
# umpire.pot is what the build found in the code and the registry (Makefile,
# po/msgids.c); fr.po must translate each of them, none fuzzy, none empty, and
# its formats must agree with the English ones (msgfmt --check).
set -eu
cd "$ROOT"
pot=$OBJ_DIR/umpire.pot
[ -s "$pot" ] || { echo "no $pot: make builds it"; exit 1; }
for po in po/*.po; do
	stat=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1)
	case $stat in *fuzzy*|*untranslated*) echo "$po: $stat"; exit 1 ;; esac
	# msgcmp: each message of the .pot must have a translation in the .po
	# (the catalogue may hold more: messages of branches not merged yet)
	out=$(msgcmp "$po" "$pot" 2>&1) || { printf '%s\n' "$out" | grep -v 'is not used'; exit 1; }
done
