# paradrop with the test drift table (every drift due north): 505-a, aimed at
# 0101, drifts 4 hexes north, off the CCRR grid, on a map with no hex rows. The
# unit was written to the state in hex "????"; now bad data (65), nothing written.
cmd: resolve --tables tests/golden/data/tables tests/bad/paradrop-drift-off-grid.csv paradrop --dice 2,2,6,6,6,1,1,1,1 -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: paradrop: 505-a drifts from 0101 along N;N;N;N off the CCRR grid (§26.22 does not say what happens to a unit that drifts off the map)
