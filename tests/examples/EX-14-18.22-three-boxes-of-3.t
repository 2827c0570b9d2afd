# EX-14 (§18.22): from box 3 (range 3) the marker advances to box 4, still range 3
# (TEST DATA track: 3 in boxes 3-5), so 3 to 4 takes three turns.
cmd: resolve tests/examples/data/omaha-cp-3.csv cp hq=16HQ action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,4$' $TMP/s.csv
--- stdout
16HQ's range marker advances to box 4: range 3 (§18.2).
--- stderr
