# The shell code both of umpire's completion scripts share (completion.c
# prints it after the data function _umpire_words, before the code of each
# shell): it must read the same in bash and zsh.

# _umpire_game STATE: the game of a state file, from its first line
# (umpire-state,1,GAME), in _umpire_g ("" if none)
_umpire_game()
{
	local f=$1 l=
	_umpire_g=
	[[ $f == '~/'* ]] && f=$HOME/${f#'~/'}
	[[ -f $f && -r $f ]] && IFS= read -r l <"$f"
	l=${l%$'\r'}
	[[ $l == umpire-state,*,* ]] && _umpire_g=${l##*,}
	return 0
}
