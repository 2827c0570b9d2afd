# §3.2 minen: the Mine m2 is 2 squares away: refused.
cmd: resolve tests/golden/data/hn-engineer.csv clear unit=pio marker=m2 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: Mine m2 is not adjacent to pio (§3.2 minen)
