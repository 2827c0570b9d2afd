#!/usr/bin/env bash
# man-registry.sh: the man pages say what the build knows, so that `make test`
# fails when a page goes stale:
# - the generated lists (man/lists.sh: games, game pages, each command's
#   options, a game's rulings) are what the registry gives today (make man);
# - every game of `umpire games` has its page man/umpire-GAME.7, and every
#   such page a game;
# - each game page names every verb in a heading or item, every ruling id in
#   its RULINGS section and every table in its TABLES section, and lists no
#   ruling or table the game does not have (items ".It Cm ID Ns =" of RULINGS,
#   ".It Cm NAME" or ".It Pa NAME.csv" of TABLES);
# - umpire(1) documents every command (SYNOPSIS and ".It Cm NAME") and every
#   option (".It Fl NAME") of the command and option tables, and the output
#   its examples of check (and show, games...) show is what they print.
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
status=0
fail() { echo "$*"; status=1; }
section() {  # section PAGE NAME: the lines of .Sh NAME, up to the next .Sh
	awk -v want=".Sh $2" '$0 == want { on = 1; next } /^\.Sh / { on = 0 } on' "$1"
}
has_word() {  # has_word TEXT WORD: WORD, not part of a longer name
	grep -Eq "(^|[^A-Za-z0-9_-])$2([^A-Za-z0-9_-]|\$)" <<<"$1"
}

sh "$ROOT/man/lists.sh" "$UMPIRE" --check || fail "(the lists above are generated: run 'make man')"

games=$("$UMPIRE" games | cut -f1)
for page in "$ROOT"/man/umpire-*.7; do
	id=${page##*/umpire-}; id=${id%.7}
	grep -qx "$id" <<<"$games" || fail "man/umpire-$id.7: no game '$id' in the registry (umpire games)"
done
for id in $games; do
	page=$ROOT/man/umpire-$id.7
	[ -f "$page" ] || { fail "$id: no man/umpire-$id.7"; continue; }
	p=man/umpire-$id.7
	heads=$(grep -E '^\.(Sh|Ss|It|Cm)' "$page" | tr 'A-Z' 'a-z')
	for v in $("$UMPIRE" games | awk -F '\t' -v g="$id" '$1 == g { gsub(/,/, " ", $3); print $3 }'); do
		has_word "$heads" "$v" || fail "$p: the order '$v' is in no heading or item"
	done
	rulings=$(section "$page" RULINGS)
	registered=$("$UMPIRE" rulings "$id" | grep -v '^ ' | cut -f1)
	for r in $registered; do
		has_word "$rulings" "$r" || fail "$p: the ruling '$r' is not in its RULINGS section"
	done
	for r in $(sed -n 's/^\.It Cm \([^ ]*\) Ns = .*/\1/p' <<<"$rulings"); do
		grep -qx -- "$r" <<<"$registered" || fail "$p: RULINGS lists '$r', which $id does not have"
	done
	tables=$(section "$page" TABLES)
	registered=$("$UMPIRE" tables "$id")
	for t in $registered; do
		has_word "$tables" "$t" || fail "$p: the table '$t' is not in its TABLES section"
	done
	for t in $(sed -n 's/^\.It \(Cm\|Pa\) //p' <<<"$tables" | tr ',' ' '); do
		t=${t%.csv}
		case $t in Cm|Pa|Ns|README.md|*/*) continue ;; esac
		grep -qx -- "$t" <<<"$registered" || fail "$p: TABLES lists '$t', which $id does not have"
	done
	see=$(section "$page" "SEE ALSO")
	grep -q '^\.Xr umpire 1' <<<"$see" || fail "$p: SEE ALSO lacks umpire(1)"
done

page=$ROOT/man/umpire.1
synopsis=$(section "$page" SYNOPSIS)
description=$(section "$page" DESCRIPTION)
commands=$("$UMPIRE" help | sed -n 's/^  \([a-z][a-z]*\).*/\1/p')
for c in $commands; do
	grep -qx "\.Cm $c" <<<"$synopsis" || fail "umpire.1: the command '$c' is not in SYNOPSIS"
	grep -q "^\.It Cm $c\( \|$\)" <<<"$description" || fail "umpire.1: the command '$c' has no '.It Cm $c'"
done
for o in $(for c in $commands; do "$UMPIRE" help "$c"; done | sed -n 's/^  \(-[-a-z]*\).*/\1/p' | sort -u); do
	grep -q "^\.It Fl ${o#-}\( \|$\)" <<<"$description" || fail "umpire.1: the option '$o' has no '.It Fl ${o#-}'"
done
# examples whose output the page shows in full: "$ umpire ..." then its lines
examples=$(mktemp)
awk '/^\.Bd -literal/ { on = 1; next } /^\.Ed/ { on = 0 } on' "$page" |
awk '/^\$ umpire (check|show|games|rulings|tables) / { if (cmd) print ""; cmd = 1; print; next }
     /^\$ / { cmd = 0; next } cmd' > "$examples"
n=0
while IFS= read -r line; do
	[[ $line == '$ umpire '* ]] || continue
	n=$((n + 1))
	want=$(awk -v n=$n '/^\$ umpire / { k++; next } /^$/ { next } k == n' "$examples")
	got=$(cd "$ROOT" && eval "\"$UMPIRE\" ${line#'$ umpire '}" 2>&1)
	[ "$got" = "$want" ] || fail "umpire.1: '${line#'$ '}' prints '$got', the page says '$want'"
done < "$examples"
rm -f "$examples"
[ $n -gt 0 ] || fail "umpire.1: no example of check found"
exit $status
