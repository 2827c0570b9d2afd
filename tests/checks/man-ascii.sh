#!/usr/bin/env bash
# man-ascii.sh: the man pages read well in any locale. Their source is ASCII
# (roff escapes, never raw UTF-8), and rendered for an ASCII terminal
# (LANG=C) by mandoc, and by man(1) where it is installed, they show no glyph
# the device lacks, such as "<section>" for the section sign: each page
# spells it "sec." there (see its first lines).
set -u
status=0
fail() { echo "$*"; status=1; }
for page in "$ROOT"/man/*.[1-9]; do
	p=man/${page##*/}
	bad=$(LC_ALL=C grep -n '[^ -~	]' "$page" | head -3)
	[ -z "$bad" ] || fail "$p: not ASCII (use a roff escape: \\(sc, \\('e...):"$'\n'"$bad"
	out=$(LC_ALL=C LANG=C mandoc -Tascii "$page" 2>&1) || fail "$p: mandoc -Tascii failed"
	glyphs=$(grep -o '<[a-z][a-z ]*>' <<<"$out" | sort -u | tr '\n' ' ')
	[ -z "$glyphs" ] || fail "$p: LANG=C mandoc -Tascii shows $glyphs"
	if command -v man >/dev/null; then
		out=$(LC_ALL=C LANG=C MANWIDTH=80 man -l "$page" 2>/dev/null) || fail "$p: man -l failed"
		glyphs=$(grep -o '<[a-z][a-z ]*>' <<<"$out" | sort -u | tr '\n' ' ')
		[ -z "$glyphs" ] || fail "$p: LANG=C man -l shows $glyphs"
	fi
done
exit $status
