# The code of umpire's bash completion (completion.c prints it after the data
# function _umpire_words, made from the registry, and completion.sh). It
# follows bash-completion's conventions but needs nothing from it. Words are
# read from COMP_LINE up to the cursor, split at blanks only, so that
# key=value and ID:HEX stay whole; COMPREPLY then drops what bash itself does
# not replace (it splits at = and :).

# _umpire_reply CUR WORD...: add to COMPREPLY the words that begin with CUR
_umpire_reply()
{
	local cur=$1 w bw=${COMP_WORDS[COMP_CWORD]-}
	local keep=${cur%"$bw"}
	shift
	for w; do
		if [[ $w == "$cur"* ]]; then
			COMPREPLY+=("${w#"$keep"}")
			[[ $w == *= ]] && compopt -o nospace 2>/dev/null
		fi
	done
	return 0
}

# _umpire_files CUR [-d]: file (or directory) names
_umpire_files()
{
	local IFS=$'\n'
	compopt -o filenames 2>/dev/null
	COMPREPLY+=($(compgen "${2:--f}" -- "$1"))
}

# _umpire_pairs PREFIX CUR KEY: the ID= of KEY's words, or the ID=VALUE of
# KEY/ID's once CUR has its '=' (the keys of an order, the rulings of --rule)
_umpire_pairs()
{
	local pre=$1 cur=$2 key=$3 id v
	local -a c=()
	if [[ $cur == *=* ]]; then
		id=${cur%%=*}
		case $key in
		keys/*) _umpire_words "values/${key#keys/}/$id" ;;
		*) _umpire_words "rulevalues/${key#rulings/}/$id" ;;
		esac
		for v in $_umpire_w; do c+=("$pre$id=$v"); done
	else
		_umpire_words "$key"
		for v in $_umpire_w; do
			# a key already given is not offered again
			[[ $key == keys/* && " ${args[*]:2} " == *" $v="* ]] || c+=("$pre$v=")
		done
	fi
	_umpire_reply "$pre$cur" "${c[@]}"
}

# _umpire_optarg OPTION VALUE CUR: the value of an option
_umpire_optarg()
{
	local opt=$1 cur=$2 pre=${3%"$2"} v
	local -a c=()
	_umpire_words "arg/$opt"
	case $_umpire_w in
	FILE) _umpire_files "$cur" ;;
	DIR) _umpire_files "$cur" -d ;;
	ID=VALUE)
		_umpire_g=
		((${#args[@]})) && _umpire_game "${args[0]}"
		_umpire_pairs "$pre" "$cur" "rulings/$_umpire_g" ;;
	*[!A-Z,.]*)
		for v in ${_umpire_w//|/ }; do c+=("$pre$v"); done
		_umpire_reply "$3" "${c[@]}" ;;
	esac
	return 0
}

# _umpire_arg COMMAND CUR: a positional argument, by what the command's first
# form says it is
_umpire_arg()
{
	local cmd=$1 cur=$2 kind k=${#args[@]}
	local -a forms
	_umpire_words "args/$cmd"
	read -ra forms <<<"$_umpire_w"
	((${#forms[@]})) || return 0
	if ((k < ${#forms[@]})); then
		kind=${forms[k]}
	else
		kind=${forms[${#forms[@]}-1]}
		[[ $kind == *=* ]] || return 0
	fi
	case $kind in
	GAME) _umpire_words games ;;
	TABLE) _umpire_words "tables/${args[0]}" ;;
	SCENARIO) _umpire_words "scenarios/${args[0]}" ;;
	COMMAND) _umpire_words commands ;;
	ORDER)
		_umpire_game "${args[0]}"
		_umpire_words "literal/$cmd"
		local extra=$_umpire_w
		_umpire_words "verbs/$_umpire_g"
		_umpire_w+=" $extra" ;;
	*=*)
		_umpire_game "${args[0]}"
		_umpire_pairs "" "$cur" "keys/$_umpire_g/${args[1]}"
		return 0 ;;
	*'|'*) _umpire_w=${kind//|/ } ;;
	[A-Z]*) _umpire_files "$cur"; return 0 ;;
	*) _umpire_w= ;;
	esac
	_umpire_reply "$cur" $_umpire_w
}

_umpire()
{
	local line=${COMP_LINE:0:COMP_POINT} cur cmd= expect= w i n valueopts
	local -a words args=()
	COMPREPLY=()
	read -ra words <<<"$line"
	[[ -z $line || $line == *[[:space:]] ]] && words+=("")
	n=${#words[@]}
	cur=${words[n-1]}
	_umpire_words valueopts
	valueopts=" $_umpire_w "
	for ((i = 1; i < n - 1; i++)); do
		w=${words[i]}
		if [[ -n $expect ]]; then
			expect=
			continue
		fi
		case $w in
		-?*=*) ;;
		-?*) [[ $valueopts == *" $w "* ]] && expect=$w ;;
		*) if [[ -z $cmd ]]; then cmd=$w; else args+=("$w"); fi ;;
		esac
	done
	if [[ -n $expect ]]; then
		_umpire_optarg "$expect" "$cur" "$cur"
	elif [[ $cur == -?*=* ]]; then
		_umpire_optarg "${cur%%=*}" "${cur#*=}" "$cur"
	elif [[ $cur == -* ]]; then
		_umpire_w="--help --version"
		[[ -n $cmd ]] && _umpire_words "opts/$cmd"
		_umpire_reply "$cur" $_umpire_w
	elif [[ -z $cmd ]]; then
		_umpire_words commands
		_umpire_reply "$cur" $_umpire_w
	else
		_umpire_arg "$cmd" "$cur"
	fi
	return 0
}

complete -F _umpire umpire
