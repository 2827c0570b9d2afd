# §19.2: the base's marker advances one box (TEST DATA track: range 1).
cmd: resolve tests/examples/data/omaha-base-0.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'base,0711,1,2' $TMP/s.csv
--- stdout
The base in 0711 advances to box 2: range 1 (§19.2).
--- stderr
