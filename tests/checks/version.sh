#!/usr/bin/env bash
# version.sh: `umpire --version` and `umpire version` print "umpire VERSION",
# VERSION being the Makefile's: VERSION_BASE outside a git checkout, what
# `git describe` says in one (a vX.Y.Z tag, -dirty for changes not committed).
set -u
UMPIRE=${UMPIRE:-$ROOT/umpire}
status=0
fail() { echo "$*"; status=1; }
unset MAKEFLAGS MFLAGS
v=$("$UMPIRE" --version) || fail "--version failed"
[ "$v" = "$("$UMPIRE" version)" ] || fail "--version and version differ"
want=$(make -s -C "$ROOT" print-version)
[ "$v" = "umpire $want" ] || fail "--version says '$v', the Makefile 'umpire $want'"
base=$(sed -n 's/^VERSION_BASE = //p' "$ROOT/Makefile")
[ -n "$base" ] || fail "no VERSION_BASE in the Makefile"
case $want in "$base"|"$base"-*|[0-9]*.[0-9]*) ;; *) fail "version '$want' is not VERSION_BASE or a tag" ;; esac

dir=$(mktemp -d) && trap 'rm -rf "$dir"' EXIT
cp "$ROOT/Makefile" "$dir/"
got=$(make -s -C "$dir" print-version)
[ "$got" = "$base" ] || fail "outside a checkout: '$got', not VERSION_BASE '$base'"
got=$(make -s -C "$dir" print-version VERSION=7.7)
[ "$got" = 7.7 ] || fail "make VERSION=7.7 gives '$got'"
if command -v git >/dev/null; then
	( cd "$dir" && git init -q && git add Makefile &&
	  git -c user.name=t -c user.email=t@t commit -qm t && git tag v9.8.7 ) >/dev/null 2>&1
	got=$(make -s -C "$dir" print-version)
	[ "$got" = 9.8.7 ] || fail "a checkout tagged v9.8.7 gives '$got'"
	echo >> "$dir/Makefile"
	got=$(make -s -C "$dir" print-version)
	[ "$got" = 9.8.7-dirty ] || fail "the same, changed, gives '$got'"
	git -C "$dir" tag -d v9.8.7 >/dev/null
	got=$(make -s -C "$dir" print-version)
	[[ $got == "$base"-g[0-9a-f]*-dirty ]] || fail "a checkout without tags gives '$got'"
fi
exit $status
