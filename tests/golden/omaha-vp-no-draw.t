# §13.21: a count without @draw rows (the hexes south of each anti-tank barrier) is refused.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw-nodraw.csv victory check=first-waves -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-fw-nodraw.csv: no 'inland' column of '@draw' rows, which the count of victory points needs: the hexes of each draw south of the anti-tank barrier at its mouth (§13.21; umpire-omaha(7), MAP)
