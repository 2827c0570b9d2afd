#!/usr/bin/env bash
# french-english.sh: no English left in what umpire says in French (issue 19).
# A sentence pasted together from English fragments ("dérive vers east",
# "elle fires normally") passes po.sh, since every format has its French; this
# check reads what a person actually gets under --lang fr:
#   - the expected stdout and stderr of every French transcript (examples/*.fr.t,
#     and any golden or bad transcript whose cmd has --lang fr);
#   - umpire help, each command's --help, and rulings GAME for every game.
# Each line loses what is legitimately English first: CSV rows and machine
# keys, the order after "probabilités de :", '...' and «...» quotes, words
# with '=', '-', '_', '/', '.', ':' or a digit (unit ids, keys, cards, hexes), ruling
# ids, what follows "umpire " in a suggested command. Then the line is
# searched for common English words that are not French, in any case ("Allied"
# at a sentence's start too); a hit is a line to
# fix at its source (a fragment pasted untranslated) - or, for a name the
# rulebooks keep in English, a pattern in french-english.allow.
# FRENCH_ENGLISH_SELFTEST=1 runs the filter on a line that must be caught
# and one that must not, so the check can be seen to fail.
set -u
cd "$ROOT" || exit 1
allow=tests/checks/french-english.allow

section() { awk '/^--- (stdout|stderr)$/ {on = 1; next} /^--- / {on = 0} on' "$1"; }

# The English words searched for: none of them is a French word.
words='allied|allies|axis|the|and|are|is|was|were|be|been|has|have|had|its|it|his|her|their|they|them|this|that|these|those|with|without|from|into|onto|of|to|by|at|in|or|not|no|none|each|every|all|any|which|who|whose|what|where|when|than|then|only|more|most|less|also|still|yet|already|but|if|so|may|must|can|cannot|will|would|should|does|do|one|two|three|first|last|next|other|others|own|same|after|before|under|over|between|beyond|across|through|below|above|up|down|out|back|away|east|west|north|south|left|right|unit|units|step|steps|hit|hits|miss|loses|lost|fire|fires|fired|draws|drawn|rolls|rolled|roll|dice|die|card|cards|turn|turns|marker|markers|attack|attacks|attacker|attackers|attacking|defender|defenders|defending|defence|moves|moved|move|player|players|side|sides|enemy|friendly|eliminated|destroyed|flipped|reduced|disrupted|blocked|held|target|targets|stack|stacks|order|orders|ruling|rulings|default|alternatives|when|game|games|state|file|line|lines|column|row|rows|value|values|none|normally|automatic|repaired|answer|decision|decides|waits|wait|pending|changes|placed|removed'

# filter: one line of French output in, the same line with its allowed English
# taken out
filter() {
	perl -CSD -Mutf8 -pe '
		# a CSV row or a header of machine keys
		$_ = "\n" if /^\@|^[a-z_]+,/ || /^[a-z]+(,[^ ]*)+$/;
		$_ = "\n" if /^\s*(p|unit|at|id|hex)\s{2,}/;
		$_ = "\n" if /^#/;		# a comment of the state, as the player wrote it
		$_ = "\n" if /^\s*[\d\/]+\s+[\d,]+ %/;	# an odds row: its outcome keys
		# the order after "probabilités de :", and the note on the next line:
		# the note is in the JSON output too, so it stays English (a machine
		# output never changes with the language)
		if ($note) { $_ = "\n"; $note = 0 } elsif (s/^(probabilités de|odds of) :.*//) { $note = 1 }
		$_ = "\n" if /^\S+\tpar défaut /;	# a ruling: its id and values are keys
		s/^  [a-z]+ //;			# a command of the help
		s/«[^»]*»//g; s/(?<!\w)\x27[^\x27]*\x27(?!\w)//g; s/"[^"]*"//g;
		s/\b(ruling|arbitrage|arbitrages?)\s+\S+//g;
		s/\bumpire( [a-z]+)( [A-Z]+| \S*[=.]\S*)*//g;
		s/^umpire: [a-z]+ : //;	# an error: the verb typed, as the user typed it
		s/\S*[=\-_\/\.:0-9§+<>|\[\]\{\}]\S*//g;
	' | perl -CSD -Mutf8 -pe 's/\S*[A-Z]{2,}\S*//g'
}

hits() {  # hits LABEL: the lines of stdin that still hold an English word, as printed
	local label=$1 text n l
	text=$(cat)
	# word boundaries as a French reader sees them (é is a letter), whatever the
	# locale the tests run in (LC_ALL=C)
	filter <<<"$text" | WORDS=$words perl -CSD -ne \
		'print "$.\n" if /(?<!\w)(?:$ENV{WORDS})(?!\w)/i && !/\b(No Effect|Landing Result)\b/' |
		while IFS= read -r n; do
			l=$(sed -n "${n}p" <<<"$text")
			[ -s "$allow" ] && grep -qEf <(grep -v '^#' "$allow") <<<"$l" && continue
			printf '%s: %s\n' "$label" "$l"
		done
}

if [ "${FRENCH_ENGLISH_SELFTEST:-}" = 1 ]; then
	printf 'T1 dérive de 2 cases vers east : DG1 vers DR1 (§5.3).\n' | hits caught | grep -q east || exit 1
	printf 'Carte fire-east 3 jouée à la table (§4.2) ; unité us-inf-1 «No Effect».\n' | hits clean | grep -q . && exit 1
	exit 0
fi

out=$(mktemp); trap 'rm -f "$out"' EXIT
for t in tests/examples/*.fr.t $(grep -l '^cmd: .*--lang fr' tests/golden/*.t tests/bad/*.t 2>/dev/null); do
	section "$t" | hits "$t" >>"$out"
done
fr() { "$UMPIRE" --lang fr "$@" 2>&1; }
fr help | hits "help" >>"$out"
for c in $(fr help | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p'); do
	fr "$c" --help | hits "$c --help" >>"$out"
done
for g in $("$UMPIRE" games | cut -f1); do
	fr rulings "$g" | hits "rulings $g" >>"$out"
done
# The lines not fixed yet, each as its shape (digits as N), in $todo: the check
# fails on any other line, and on a line of $todo that no longer occurs (then
# remove it: the list only shrinks).
todo=tests/checks/french-english.todo
shape() { sed -E 's/^[^:]*: //; s/[0-9]+/N/g' | sort -u; }
new=$(shape <"$out" | grep -vxFf <(grep -v '^#' "$todo"))
gone=$(grep -v '^#' "$todo" | grep -vxFf <(shape <"$out"))
status=0
if [ -n "$new" ]; then
	printf '%s\n' "$new" | head -"${FRENCH_ENGLISH_SHOW:-200}"
	echo "$(printf '%s\n' "$new" | wc -l) lines with English words under --lang fr: translate" \
		"the fragment at its source (N_() table and _() at use), or allow a rulebook's" \
		"English name in $allow"
	status=1
fi
if [ -n "$gone" ]; then
	printf '%s\n' "$gone" | sed 's/^/no longer printed, remove from the todo: /'
	status=1
fi
exit $status
