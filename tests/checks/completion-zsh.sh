#!/usr/bin/env bash
# completion-zsh.sh: `umpire completion zsh` completes what the build knows.
# A real interactive zsh runs in a pseudo-terminal (zpty) with the printed
# script in its fpath and compinit loaded; a line is typed with a TAB after
# it, and the matches the completion system adds are compared with what
# umpire itself lists.
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
command -v zsh >/dev/null || { echo "zsh is not installed (apt-get install zsh)"; exit 1; }
dir=$(mktemp -d) && trap 'rm -rf "$dir"' EXIT
mkdir "$dir/fn" "$dir/bin"
"$UMPIRE" completion zsh > "$dir/fn/_umpire" || { echo "umpire completion zsh failed"; exit 1; }
head -1 "$dir/fn/_umpire" | grep -qx '#compdef umpire' || { echo "no #compdef line"; exit 1; }
zsh -n "$dir/fn/_umpire" || exit 1
ln -s "$UMPIRE" "$dir/bin/umpire"
cat > "$dir/drive.zsh" <<'ZSH'
# drive.zsh FNDIR LINE...: for each LINE, the matches zsh's completion system
# adds at its end (with their -P/-S and IPREFIX), sorted, then a line "--"
zmodload zsh/zpty
fndir=$1; shift
read_until() {   # read the pty into $out until it matches $1 (5 s at most)
	local chunk i
	out=
	for ((i = 0; i < 100; i++)); do
		if zpty -r -t z chunk 2>/dev/null; then
			out+=$chunk
			[[ $out == $~1 ]] && return 0
		else
			sleep 0.05
		fi
	done
	return 1
}
zpty z zsh -f -i
zpty -w z 'PS1= PROMPT= RPROMPT='
zpty -w z "fpath=($fndir \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
# marks around the matches; zsh empties both arrays after each completion
zpty -w z 'pre() { print -r -- $'"'"'\n<<MARK>>'"'"' }; post() { print -r -- "<<MARK>>"; compprefuncs=(pre) comppostfuncs=(post) }; compprefuncs=(pre) comppostfuncs=(post)'
# every match added is printed as M:MATCH
zpty -w z 'compadd() {
	if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi
	local -a hits; local -A o; local h
	builtin compadd -A hits "$@"
	zparseopts -E -A o P: S: p: s:
	for h in $hits; do print -r -- "M:$IPREFIX${o[-P]}$h${o[-S]}"; done
}'
zpty -w z 'bindkey "^I" complete-word; print "<<READY>>"'
read_until '*<<READY>>*<<READY>>*' || read_until '*<<READY>>*' || { echo "zsh did not start" >&2; exit 1; }
for line; do
	zpty -n -w z "$line"$'\t'
	read_until '*<<MARK>>*<<MARK>>*' || echo "(no completion ran)"
	lines=("${(@f)out}")
	for l in $lines; do [[ $l == M:* ]] && print -r -- "${${l#M:}%$'\r'}"; done | sort -u
	print -- --
	zpty -n -w z $'\C-u'
done
zpty -d z
ZSH

S43=$ROOT/fixtures/salerno43/commandos-2129.csv
OMAHA=$ROOT/fixtures/omaha/landing-turn2.csv
lines=() want=()
case_() { lines+=("$1"); shift; want+=("$(printf '%s\n' "$@" | sed '/^$/d' | sort -u)"); }
case_ "umpire " $("$UMPIRE" help | sed -n 's/^  \([a-z][a-z]*\).*/\1/p')
case_ "umpire res" resolve
case_ "umpire orders " $("$UMPIRE" games | cut -f1)
for g in $("$UMPIRE" games | cut -f1); do
	case_ "umpire tables $g " $("$UMPIRE" tables "$g")
	case_ "umpire new $g " $("$UMPIRE" new "$g")
done
case_ "umpire resolve $S43 " $("$UMPIRE" games | awk -F '\t' '$1 == "salerno43" { gsub(/,/, " ", $3); print $3 }') decide
case_ "umpire resolve $OMAHA germ" german-action
case_ "umpire resolve $S43 assault from=2129 " $("$UMPIRE" orders salerno43 | awk '/^[a-z-]+:/ { on = $1 == "assault:" } on && /^  [a-z_0-9]+=/ { sub(/=.*/, "="); print $1 }' | grep -vx 'from=')
case_ "umpire resolve $S43 assault policy=a" policy=always policy=ask
case_ "umpire odds $S43 --format " text csv json
case_ "umpire check $OMAHA --rule a33" a33-two-player-choice=
case_ "umpire completion " bash zsh

got=$(cd "$dir" && PATH=$dir/bin:$PATH timeout 120 zsh "$dir/drive.zsh" "$dir/fn" "${lines[@]}") || {
	echo "driving zsh failed"; exit 1; }
status=0
for ((i = 0; i < ${#lines[@]}; i++)); do
	g=$(printf '%s\n' "$got" | awk -v n=$i 'BEGIN { k = 0 } /^--$/ { k++; next } k == n')
	if [[ "$g" != "${want[i]}" ]]; then
		echo "'${lines[i]}': offered"; printf '%s\n' "$g" | sed 's/^/    /' | head -20
		echo "  expected"; printf '%s\n' "${want[i]}" | sed 's/^/    /' | head -20
		status=1
	fi
done
exit $status
