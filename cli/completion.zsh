# The code of umpire's zsh completion (completion.c prints it after #compdef,
# the data function _umpire_words and the option specs _umpire_specs, all made
# from the registry, and completion.sh). Options go through _arguments;
# positional arguments are what the command's first form says they are, as in
# the bash completion.

# _umpire_scan: the positional arguments before the cursor, in args ($words
# starts at the command: _arguments has shifted it)
_umpire_scan()
{
	local i w expect= valueopts
	_umpire_words valueopts
	valueopts=" $_umpire_w "
	args=()
	for ((i = 2; i < CURRENT; i++)); do
		w=$words[i]
		if [[ -n $expect ]]; then
			expect=
			continue
		fi
		case $w in
		-?*=*) ;;
		-?*) [[ $valueopts == *" $w "* ]] && expect=$w ;;
		*) args+=("$w") ;;
		esac
	done
}

# _umpire_pairs KEY: ID= from KEY's words, or the values of ID once its '=' is
# typed (the keys of an order, the rulings of --rule)
_umpire_pairs()
{
	local key=$1 id v
	local -a c
	if [[ $PREFIX == *=* ]]; then
		id=${PREFIX%%=*}
		case $key in
		keys/*) _umpire_words "values/${key#keys/}/$id" ;;
		*) _umpire_words "rulevalues/${key#rulings/}/$id" ;;
		esac
		compset -P '*='
		compadd -- ${=_umpire_w}
	else
		_umpire_words "$key"
		for v in ${=_umpire_w}; do
			# a key already given is not offered again
			[[ $key == keys/* && " ${args[3,-1]} " == *" $v="* ]] || c+=($v)
		done
		compadd -S '=' -- $c
	fi
}

# --rule ID=VALUE: the rulings of the game of the state named, if any yet
_umpire_rule()
{
	local -a args
	_umpire_scan
	_umpire_g=
	(($#args)) && _umpire_game "$args[1]"
	_umpire_pairs "rulings/$_umpire_g"
}

# a positional argument, by what the command's first form says it is
_umpire_pos()
{
	local -a args forms
	local kind cmd=$words[1] extra k
	_umpire_scan
	_umpire_words "args/$cmd"
	forms=(${=_umpire_w})
	(($#forms)) || return 1
	k=$(($#args + 1))
	if ((k <= $#forms)); then
		kind=$forms[k]
	else
		kind=$forms[-1]
		[[ $kind == *=* ]] || return 1
	fi
	case $kind in
	GAME) _umpire_words games ;;
	TABLE) _umpire_words "tables/$args[1]" ;;
	SCENARIO) _umpire_words "scenarios/$args[1]" ;;
	COMMAND) _umpire_words commands ;;
	ORDER)
		_umpire_game "$args[1]"
		_umpire_words "literal/$cmd"
		extra=$_umpire_w
		_umpire_words "verbs/$_umpire_g"
		_umpire_w+=" $extra" ;;
	*=*)
		_umpire_game "$args[1]"
		_umpire_pairs "keys/$_umpire_g/$args[2]"
		return ;;
	*'|'*) _umpire_w=${kind//|/ } ;;
	[A-Z]*) _files; return ;;
	*) return 1 ;;
	esac
	compadd -- ${=_umpire_w}
}

_umpire()
{
	local curcontext=$curcontext state state_descr line ret=1
	local -a reply
	typeset -A opt_args
	_arguments -C '(- :)--help[print the help]' '(- :)--version[print the version]' \
		'1: :->command' '*:: :->args' && ret=0
	case $state in
	command)
		_umpire_commands
		_describe -t commands 'umpire command' reply && ret=0 ;;
	args)
		curcontext=${curcontext%:*:*}:umpire-$words[1]:
		_umpire_specs "$words[1]"
		_arguments -S $reply '*: :_umpire_pos' && ret=0 ;;
	esac
	return ret
}

_umpire "$@"
