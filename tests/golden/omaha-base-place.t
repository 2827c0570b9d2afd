# §19.1: the 1st Division places a base on the beach hex 0711: range 0.
cmd: resolve tests/examples/data/omaha-base-none.csv base div=1 hex=0711 action=place -o $TMP/s.csv
status: 0
sh: grep -qx 'base,0711,1,1' $TMP/s.csv
sh: grep -qx 'set,engineers.1,18' $TMP/s.csv
--- stdout
An engineer base of the 1st Division in 0711: range 0 (§19.1).
--- stderr
