# §9.5: set,kg_meyer,2 and three German rows at box-kg-meyer disagree: bad data,
# nothing written.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final-kgbad.csv victory check=dday-32 -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-final-kgbad.csv: set,kg_meyer,2 but 3 German units at box-kg-meyer (§9.5): one of them is wrong
