# EX-14 (§18.3): P4, 4 hexes away, is beyond range 3.
cmd: resolve tests/examples/data/omaha-cp-3.csv command unit=P4 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
P4 is under no HQ, General or CP's command (§11.2).
--- stderr
