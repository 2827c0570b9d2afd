#!/usr/bin/env bash
# install.sh: make install and make uninstall, into a temporary DESTDIR, as a
# packager or `make install PREFIX=/usr/local` would: the installed binary
# runs from anywhere, man(1) finds and renders every installed page, bash's
# and zsh's completion systems find the installed scripts, and uninstall
# leaves no file behind. Also: the Makefile passes CPPFLAGS, CFLAGS and
# LDFLAGS to every compile and link.
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
B=${OBJ_DIR:-$ROOT/build}; B=${B#"$ROOT"/}
unset MAKEFLAGS MFLAGS
status=0
fail() { echo "$*"; status=1; }
dest=$(mktemp -d) && trap 'rm -rf "$dest"' EXIT
usr=$dest/opt/ump

make -s -C "$ROOT" B="$B" install DESTDIR="$dest" PREFIX=/opt/ump >"$dest.log" 2>&1 ||
	{ cat "$dest.log"; rm -f "$dest.log"; echo "make install failed"; exit 1; }
rm -f "$dest.log"
bin=$usr/bin/umpire
[ -x "$bin" ] || { echo "no $bin"; exit 1; }
[ "$("$bin" --version)" = "$("$UMPIRE" --version)" ] || fail "the installed umpire is not the one built"
out=$(cd / && "$bin" resolve "$ROOT/fixtures/salerno43/commandos-2129.csv" assault from=2129 \
	to=2228 loss=top policy=always --seed 7 2>/dev/null | head -1)
[ "$out" = "umpire-state,1,salerno43" ] || fail "the installed umpire does not resolve from /: '$out'"

for page in "$ROOT"/man/*.[1-9]; do
	name=${page##*/} s=${page##*.}
	inst=$usr/share/man/man$s/$name
	[ -f "$inst" ] || { fail "$name not installed in man$s"; continue; }
	cmp -s "$page" "$inst" || fail "man$s/$name is not man/$name"
	if command -v man >/dev/null; then
		out=$(MANWIDTH=80 man -l "$inst" 2>/dev/null) || fail "man -l $inst failed"
		grep -q "^NAME" <<<"$out" || fail "man -l $inst: no NAME section"
		found=$(man -M "$usr/share/man" -w "${name%.*}" 2>/dev/null)
		[ "$found" = "$inst" ] || fail "man -M PREFIX/share/man -w ${name%.*} finds '$found'"
	fi
done
[ -n "$(ls "$usr"/share/man/man7/umpire-*.7 2>/dev/null)" ] || fail "no game page installed"

comp=$usr/share/bash-completion/completions/umpire
cmp -s "$comp" <("$UMPIRE" completion bash) || fail "bash completion not installed as $comp"
if [ -f /usr/share/bash-completion/bash_completion ]; then
	got=$(XDG_DATA_DIRS=$usr/share bash -c 'source /usr/share/bash-completion/bash_completion
		__load_completion umpire; complete -p umpire' 2>&1)
	[ "$got" = "complete -F _umpire umpire" ] || fail "bash-completion does not load the installed script: $got"
else
	fail "bash-completion is not installed (apt-get install bash-completion)"
fi
zcomp=$usr/share/zsh/site-functions/_umpire
cmp -s "$zcomp" <("$UMPIRE" completion zsh) || fail "zsh completion not installed as $zcomp"
if command -v zsh >/dev/null; then
	got=$(zsh -f -c "fpath=($usr/share/zsh/site-functions \$fpath); autoload -Uz compinit;
		compinit -u -D; print -r -- \$_comps[umpire]" 2>&1)
	[ "$got" = _umpire ] || fail "compinit does not find the installed _umpire: $got"
fi

make -s -C "$ROOT" B="$B" uninstall DESTDIR="$dest" PREFIX=/opt/ump >/dev/null 2>&1 || fail "make uninstall failed"
left=$(find "$dest" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"

# CPPFLAGS, CFLAGS and LDFLAGS reach every compile and link (make -n: nothing is built)
cmds=$(make -n -B -C "$ROOT" B="$dest/flags" CPPFLAGS=-DMARK_CPP CFLAGS=-DMARK_C \
	LDFLAGS=-Wl,-zMARKLD all "$dest/flags/tests/test_order" 2>/dev/null)
compiles=$(grep -E '^cc .* -c ' <<<"$cmds" | grep -v '\.S$')
links=$(grep -E '^cc ' <<<"$cmds" | grep -v ' -c ')
[ -n "$compiles" ] && [ -n "$links" ] || fail "make -n shows no compile or no link"
grep -v -- '-DMARK_CPP' <<<"$compiles" | grep -q . && fail "a compile without CPPFLAGS"
grep -v -- '-DMARK_C\b' <<<"$compiles" | grep -q . && fail "a compile without CFLAGS"
grep -v -- '-Wl,-zMARKLD' <<<"$links" | grep -q . && fail "a link without LDFLAGS"
exit $status
