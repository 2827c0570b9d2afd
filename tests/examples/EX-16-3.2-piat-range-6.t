# EX-16 (§3.2 piat): 6 squares away: out of range.
cmd: resolve tests/examples/data/hn-ex16-checks.csv fire unit=piat target=h6 weapon=piat --dice 3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: h6 is 6 squares away: the range is 5 (§3.2 piat)
