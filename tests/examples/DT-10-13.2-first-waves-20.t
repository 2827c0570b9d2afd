# §13.2: The First Waves is won with 20 VP or more.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=first-waves vp=20 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,victory' $TMP/s.csv
--- stdout
20 VP at the first-waves check: victory; the game ends (§13.2).
--- stderr
