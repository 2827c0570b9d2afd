#!/usr/bin/env bash
# completion-bash.sh: `umpire completion bash` completes what the build knows:
# the bash completion function is driven as bash drives it (COMP_LINE,
# COMP_POINT, COMP_WORDS split at blanks, = and :, COMP_CWORD), and what it
# offers is compared with what umpire itself lists (help, games, orders,
# tables, new, rulings), so a game added to the registry is checked too.
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
S43=$ROOT/fixtures/salerno43/commandos-2129.csv
OMAHA=$ROOT/fixtures/omaha/landing-turn2.csv
script=$(mktemp) && trap 'rm -f "$script"' EXIT
"$UMPIRE" completion bash > "$script" || { echo "umpire completion bash failed"; exit 1; }
bash -n "$script" || exit 1
source "$script"
complete -p umpire >/dev/null || { echo "no 'complete -F _umpire umpire'"; exit 1; }
status=0

# offered LINE: what bash would put in place of the word under the cursor at
# the end of LINE, each completion as the whole word it makes, sorted
offered() {
	local line=$1 word= c i bw
	COMP_WORDS=()
	for ((i = 0; i < ${#line}; i++)); do
		c=${line:i:1}
		case $c in
		' ') [[ -n $word ]] && COMP_WORDS+=("$word"); word= ;;
		'='|':') [[ -n $word ]] && COMP_WORDS+=("$word"); COMP_WORDS+=("$c"); word= ;;
		*) word+=$c ;;
		esac
	done
	if [[ -n $word || $line == *' ' ]]; then COMP_WORDS+=("$word"); fi
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	COMP_LINE=$line COMP_POINT=${#line}
	bw=${COMP_WORDS[COMP_CWORD]}
	COMPREPLY=()
	_umpire umpire "$bw" "${COMP_WORDS[COMP_CWORD-1]}"
	# the word as it stands once bash has put the completion in place of bw
	local before=${line##* }
	before=${before%"$bw"}
	for c in "${COMPREPLY[@]}"; do printf '%s%s\n' "$before" "$c"; done | sort
}

# expect LINE WORD...: the completions at the end of LINE are exactly WORD...
expect() {
	local line=$1 got want
	shift
	got=$(offered "$line")
	want=$(printf '%s\n' "$@" | sed '/^$/d' | sort)
	if [[ "$got" != "$want" ]]; then
		echo "'$line': offered"; printf '%s\n' "$got" | sed 's/^/    /' | head -20
		echo "  expected"; printf '%s\n' "$want" | sed 's/^/    /' | head -20
		status=1
	fi
}

# commands, from `umpire help`, and the options that need no command
expect "umpire " $("$UMPIRE" help | sed -n 's/^  \([a-z][a-z]*\).*/\1/p')
expect "umpire res" resolve
expect "umpire --v" --version
expect "umpire help re" resolve
expect "umpire completion " bash zsh
# games, tables and scenarios of each game in the registry
expect "umpire orders " $("$UMPIRE" games | cut -f1)
expect "umpire rulings sal" salerno43
for g in $("$UMPIRE" games | cut -f1); do
	expect "umpire tables $g " $("$UMPIRE" tables "$g")
	expect "umpire new $g " $("$UMPIRE" new "$g")
done
# the verbs of the state's game (and decide), from its first line
expect "umpire resolve $S43 " $("$UMPIRE" games | awk -F '\t' '$1 == "salerno43" { gsub(/,/, " ", $3); print $3 }') decide
expect "umpire odds $S43 " $("$UMPIRE" games | awk -F '\t' '$1 == "salerno43" { gsub(/,/, " ", $3); print $3 }')
expect "umpire resolve $OMAHA germ" german-action
expect "umpire resolve --seed 7 $S43 ass" assault
# keys of the verb, from `umpire orders`, less those given; their values
expect "umpire resolve $S43 assault " $("$UMPIRE" orders salerno43 | awk '/^[a-z-]+:/ { on = $1 == "assault:" } on && /^  [a-z_0-9]+=/ { sub(/=.*/, "="); print $1 }')
expect "umpire resolve $S43 assault fr" from=
expect "umpire resolve $S43 assault from=2129 --seed 7 t" to=
expect "umpire resolve $S43 assault to=2228 from=2129 p" policy=
expect "umpire resolve $S43 assault policy=" policy=ask policy=always policy=never
expect "umpire odds $S43 assault policy=al" policy=always
expect "umpire resolve $S43 assault from=2129" 
# options of the command, from its help; their values
expect "umpire check --" $("$UMPIRE" help check | sed -n 's/^  \(-[-a-z]*\).*/\1/p') --help
expect "umpire resolve $S43 --format " text csv json
expect "umpire odds $S43 --format=j" --format=json
expect "umpire resolve $S43 --lang " en
# --rule: the rulings of the state's game, then the values of one
expect "umpire check $S43 --rule crt" crt-defender-half=
expect "umpire resolve $S43 --rule crt-defender-half=l" crt-defender-half=literal
expect "umpire check $OMAHA --rule=a33" --rule=a33-two-player-choice=
# files where a state, journal or file goes
dir=$(mktemp -d)
touch "$dir/game.csv" "$dir/gone.txt"
expect "umpire check $dir/ga" "$dir/game.csv"
expect "umpire resolve $S43 assault --log $dir/go" "$dir/gone.txt"
rm -rf "$dir"
exit $status
