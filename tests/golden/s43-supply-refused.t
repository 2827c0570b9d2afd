# supply: the active player checks his own units (§7.34); a side other than
# allied or axis is a usage error (64); a state without hex rows has no map to
# trace on (§7.0); nothing is written.
cmd: resolve tests/golden/data/s43-supply-axis.csv supply side=allied -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
sh: $UMPIRE resolve tests/golden/data/s43-supply-axis.csv supply side=german; test $? -eq 64
sh: grep -v '^hex,' tests/golden/data/s43-supply-axis.csv >$TMP/nomap.csv; $UMPIRE resolve $TMP/nomap.csv supply side=axis 2>$TMP/e; test $? -eq 1 && grep -qF 'no map (hex rows)' $TMP/e
--- stdout
--- stderr
umpire: supply: the axis player is active: at the start of each phase the active player checks his own units (§7.34)
