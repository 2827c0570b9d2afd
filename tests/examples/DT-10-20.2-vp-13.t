# DT-10 (§20.2): end of turn 16, full game, 13 VP.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-16 vp=13 -o $TMP/s.csv
status: 0
sh: ! grep -q 'set,result' $TMP/s.csv
--- stdout
13 VP at the dday-16 check: continue (§20.2).
--- stderr
