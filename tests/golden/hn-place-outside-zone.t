# The set-up: outside the German deployment zone: refused.
cmd: resolve tests/golden/data/hn-setup.csv place what=ger at=B2 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: B2 is not in the German deployment zone (scenario préparation)
