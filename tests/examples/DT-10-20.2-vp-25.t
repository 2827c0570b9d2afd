# DT-10 (§20.2): end of turn 16, full game, 25 VP.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-16 vp=25 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,decisive victory' $TMP/s.csv
--- stdout
25 VP at the dday-16 check: decisive victory; the game ends (§20.2).
--- stderr
