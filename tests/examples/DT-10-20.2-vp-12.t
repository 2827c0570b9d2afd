# DT-10 (§20.2): end of turn 16, full game, 12 VP.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-16 vp=12 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,decisive defeat' $TMP/s.csv
--- stdout
12 VP at the dday-16 check: decisive defeat; the game ends (§20.2).
--- stderr
