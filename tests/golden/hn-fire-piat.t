# §3.2 piat: the alternative Fire action with the Piat's values (test data)
# at the tank, 6 squares away: refused, the Piat's range is 5.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=piatteam target=tank weapon=piat --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tank is 6 squares away: the range is 5 (§3.2 piat)
