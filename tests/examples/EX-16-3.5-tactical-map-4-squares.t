# EX-16 (§3.5 tactical map): at4 is 4 squares away: refused.
cmd: resolve tests/examples/data/hn-ex16-checks.csv move unit=at4 path=H3,I3 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: at4 is more than 3 squares from capt (§3.5 tactical map)
