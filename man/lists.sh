#!/bin/sh
# man/lists.sh: the lists of the man pages that umpire's registry knows, made
# from what the built umpire prints, so that a page cannot go stale:
#
#   sh man/lists.sh UMPIRE            rewrite every list in man/*.[1-9] (make man)
#   sh man/lists.sh UMPIRE --check    exit 1, with a diff, if a list is stale (a test)
#
# A list sits between two roff comment lines, which the pages keep:
#   .\" BEGIN LIST NAME [ARG]
#   .\" END LIST NAME
# NAME is one of:
#   games              each game: id, title and its page (umpire games)
#   game-pages         .Xr of every game page, comma-separated, for SEE ALSO
#   command-options    the options each command that has some takes
#                      (umpire help COMMAND)
#   rulings GAME       every ruling of GAME: id, values, sections, what it
#                      decides (umpire rulings GAME)
# Text from the registry is written in ASCII roff: a section sign as \(sc.
set -eu
UMPIRE=${1:?usage: man/lists.sh UMPIRE [--check]}
MODE=${2:-write}
DIR=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# the registry's UTF-8 text in ASCII roff: backslashes, the section sign,
# accents, dashes (applied to what umpire prints, before any macro is added)
roff() {
	sed -e 's/\\/\\e/g' -e 's/§/\\(sc/g' -e 's/é/\\('"'"'e/g' -e 's/è/\\(`e/g' \
	    -e 's/à/\\(`a/g' -e 's/’/'"'"'/g' -e 's/—/\\(em/g' -e 's/–/\\(en/g'
}
# a text line that starts with a control character gets \& before it
text() {
	sed "s/^[.']/\\\\\&&/"
}

gen_games() {
	echo '.Bl -tag -width Ds'
	"$UMPIRE" games | roff | while IFS='	' read -r id title orders; do
		echo ".It Cm $id"
		printf '%s;\n' "$title" | text
		echo 'see'
		echo ".Xr umpire-$id 7 ."
	done
	echo '.El'
}

gen_game_pages() {
	"$UMPIRE" games | cut -f1 | sort | awk '{ if (NR > 1) print prev " ,"; prev = ".Xr umpire-" $1 " 7" }
		END { if (NR) print prev }'
}

# "-o, --output FILE" -> "Fl o , Fl -output"; none -> "none"
gen_command_options() {
	echo '.Bl -tag -width completion -compact'
	"$UMPIRE" help | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p' | while read -r cmd; do
		opts=$("$UMPIRE" help "$cmd" | awk '/^options:/ { on = 1; next } /^$/ { on = 0 }
			on { sub(/^ +/, ""); n = split($0, w, " ");
			     for (i = 1; i <= n && w[i] ~ /^-/; i++) { o = w[i]; sub(/,$/, "", o);
			         printf "%s%s", (out++ ? " , " : ""), "Fl " substr(o, 2) } }')
		[ -n "$opts" ] || continue
		echo ".It Cm $cmd"
		echo ".$opts"
	done
	echo '.El'
}

gen_rulings() {
	echo '.Bl -tag -width Ds'
	"$UMPIRE" rulings "$1" | roff | awk -F '\t' '
		function text(t) { return (t ~ /^[.\047]/ ? "\\&" : "") t }
		/^    / { sub(/^    /, ""); print text($0); next }
		{ id = $1; d = $2; a = $3; s = $4; sub(/^default /, "", d); sub(/^alternatives /, "", a)
		  gsub(/\|/, " | Cm ", a)
		  printf ".It Cm %s Ns = Ns Cm %s | Cm %s\n%s:\n", id, d, a, text(s) }'
	echo '.El'
}

status=0
for page in "$DIR"/*.[1-9]; do
	grep -q '^\.\\" BEGIN LIST ' "$page" || continue
	k=0
	grep '^\.\\" BEGIN LIST ' "$page" | while read -r _ _ _ name arg; do
		k=$((k + 1))
		case $name in
		games) gen_games ;;
		game-pages) gen_game_pages ;;
		command-options) gen_command_options ;;
		rulings) gen_rulings "$arg" ;;
		*) echo "$page: unknown list '$name'" >&2; exit 1 ;;
		esac > "$TMP/list.$k"
	done
	awk -v dir="$TMP" '
		/^\.\\" BEGIN LIST / { print; k++; f = dir "/list." k
			while ((getline l < f) > 0) print l; close(f); skip = 1; next }
		/^\.\\" END LIST / { skip = 0 }
		!skip' "$page" > "$TMP/page"
	if cmp -s "$page" "$TMP/page"; then
		continue
	elif [ "$MODE" = --check ]; then
		echo "man/$(basename "$page"): a list is stale; 'make man' rewrites it:"
		diff -u "$page" "$TMP/page" | sed -n '3,40p'
		status=1
	else
		cp "$TMP/page" "$page"
		echo "man/$(basename "$page"): lists rewritten"
	fi
done
exit $status
