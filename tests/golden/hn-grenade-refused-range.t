# A Grenade thrown 3 squares (the test range is 2): refused.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t1 at=F2 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: F2 is 3 squares away: 2 at most (core (grenade range))
