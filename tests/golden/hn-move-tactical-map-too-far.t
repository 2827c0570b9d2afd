# §3.5 tactical map: far is 5 squares from the captain: refused.
cmd: resolve tests/golden/data/hn-move.csv move unit=far path=H2,G1 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: far is more than 3 squares from capt (§3.5 tactical map)
