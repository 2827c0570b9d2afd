# §21.2: Beyond the Beach shifts the levels: 44 VP is a tactical defeat.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=beyond vp=44 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,tactical defeat' $TMP/s.csv
--- stdout
44 VP at the beyond check: tactical defeat; the game ends (§21.2).
--- stderr
