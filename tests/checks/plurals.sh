#!/usr/bin/env bash
# plurals.sh: no message builds its plural with a suffix ("card%s", n == 1 ? "" : "s"),
# which no translator can carry (issue 19: French uses the singular for 0 and 1, and
# other languages have more forms). A count in a sentence goes through gettext:
# log_stepn, kit_refusen, err_setn, kit_nsprintf or P_(one, many, n) (core/log.h,
# core/kit.h, core/err.h, core/i18n.h). Any ternary that picks "", "s", "es", "y"
# or "ies" against each other in core/ or cli/ fails, the two strings on one line
# or split across lines.
set -u
cd "$ROOT" || exit 1

status=0
while IFS= read -r f; do
	hits=$(perl -0777 -ne '
		while (/\?\s*"(|s|es|y|ies)"\s*:\s*"(|s|es|y|ies)"/g) {
			my ($a, $b) = ($1, $2);
			next if $a eq $b;
			my $line = 1 + (substr($_, 0, $-[0]) =~ tr/\n//);
			print "$ARGV:$line: ? \"$a\" : \"$b\"\n";
		}' "$f")
	if [ -n "$hits" ]; then
		printf '%s\n' "$hits"
		status=1
	fi
done < <(find core cli -name '*.[ch]' | sort)
if [ $status -ne 0 ]; then
	echo "a plural built with a suffix: write both forms and let gettext choose" \
		"(log_stepn, kit_refusen, err_setn, kit_nsprintf, P_)"
fi

# The two English forms are printf formats over the same arguments: the compiler
# checks only the plural one (format attribute), so the singular is checked here,
# conversion by conversion, in every plural message the build found (umpire.pot).
pot=${OBJ_DIR:-$ROOT/build}/umpire.pot
if [ -s "$pot" ]; then
	python3 - "$pot" <<'PY' || status=1
import re, sys
conv = re.compile(r'%(?:%|[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|z|j|t)?(?:[diouxXeEfgGcsp]|<PRI\w+>))')
def field(block, key):
    m = re.search(r'^' + key + r' ((?:".*"\n?)+)', block, re.M)
    return ''.join(re.findall(r'"(.*)"', m.group(1))) if m else None
bad = 0
for block in open(sys.argv[1]).read().split('\n\n'):
    one, many = field(block, 'msgid'), field(block, 'msgid_plural')
    if many is None:
        continue
    a = [c for c in conv.findall(one) if c != '%%']
    b = [c for c in conv.findall(many) if c != '%%']
    if a != b:
        print('plural forms disagree: %r / %r' % (one, many))
        bad = 1
sys.exit(bad)
PY
fi
exit $status
