# ruling a34 pv-only needs the positions' vp column: refused.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve --rule a34-vp-positions=pv-only tests/examples/data/omaha-vp-fw-novp.csv victory check=first-waves -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-fw-novp.csv: no 'vp' column of '@position' rows, which the count of victory points needs: the PV mark of the positions (§13.2, ruling a34-vp-positions=pv-only; umpire-omaha(7), MAP)
