# §20.3: the final count needs set,kg_meyer (the German units in the KG Meyer box): refused.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final-nokgm.csv victory check=dday-32 -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-final-nokgm.csv: no set,kg_meyer: the German units in the KG Meyer box (0 to 8: german rows at box-kg-meyer, or set,kg_meyer,N) are needed for the count of victory points (§20.3, §9.5)
