# A unit with no Grenades marker: refused (§3.2 gear).
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=c3 at=C2 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: c3 has no Grenades marker (§3.2 gear)
