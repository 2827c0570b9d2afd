# §3.2 piat: D9 is 7 squares from piatteam: beyond the Piat's 5.
cmd: resolve tests/golden/data/hn-fire.csv destruction unit=piatteam weapon=piat at=D9 --dice 4,5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the square is 7 squares away: a Piat reaches 5 at most (§3.2 piat)
