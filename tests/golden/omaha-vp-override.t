# vp=N overrides the count: 25 at the first check, decisive victory (§20.2); no count is logged.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw.csv victory check=dday-16 vp=25 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,decisive victory' $TMP/s.csv
--- stdout
25 VP at the dday-16 check: decisive victory; the game ends (§20.2).
--- stderr
