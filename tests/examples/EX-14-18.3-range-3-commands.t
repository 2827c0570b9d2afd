# EX-14 (§18.3): a CP of range 3 commands P3, 3 hexes away (its hex counted, not
# the CP's).
cmd: resolve tests/examples/data/omaha-cp-3.csv command unit=P3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
P3 is under command of CP 16HQ (range 3, 3 hexes) (§18.3).
--- stderr
