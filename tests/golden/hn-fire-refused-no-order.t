# fire in the Activation phase by a unit without a numbered or special Order
# token: refused (core 3.2).
cmd: resolve tests/golden/data/hn-fire.csv fire unit=idle target=ger --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: idle has no numbered or special Order token: it acts in the Reserve phase, not the Activation phase (core 3.2)
