# §18.11: the CP is abandoned: back to an HQ.
cmd: resolve tests/examples/data/omaha-cp-field.csv cp hq=16HQ action=abandon -o $TMP/s.csv
status: 0
sh: grep -q "^unit,16HQ,.*,\$" $TMP/s.csv
--- stdout
16HQ is abandoned: back to an HQ (with an HQ move action); its range marker leaves the track (§18.11).
--- stderr
