# DT-10 (§20.2): end of turn 16, full game, 24 VP.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-16 vp=24 -o $TMP/s.csv
status: 0
sh: ! grep -q 'set,result' $TMP/s.csv
--- stdout
24 VP at the dday-16 check: continue (§20.2).
--- stderr
