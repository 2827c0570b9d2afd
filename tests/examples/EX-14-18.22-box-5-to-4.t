# EX-14 (§18.22): from box 5, the third 3, to range 4 (TEST DATA track).
cmd: resolve tests/examples/data/omaha-cp-5.csv cp hq=16HQ action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,6$' $TMP/s.csv
--- stdout
16HQ's range marker advances to box 6: range 4 (§18.2).
--- stderr
