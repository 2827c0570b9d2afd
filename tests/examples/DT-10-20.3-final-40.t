# §20.3: 40 to 49 VP at the end of turn 32: tactical victory, the historical result.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-32 vp=40 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,tactical victory' $TMP/s.csv
--- stdout
40 VP at the dday-32 check: tactical victory; the game ends (§20.3).
--- stderr
