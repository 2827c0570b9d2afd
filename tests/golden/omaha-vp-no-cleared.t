# §20.3: the final count needs the draws' cleared column: refused.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final-nocleared.csv victory check=dday-32 -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-final-nocleared.csv: no 'cleared' column of '@draw' rows, which the count of victory points needs: whether engineers cleared each draw's obstacles (§20.3; umpire-omaha(7), MAP)
