# §18.32: in the field of an occupied position (A9) the CP commands nothing.
cmd: resolve tests/examples/data/omaha-cp-field.csv command unit=P3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
CP 16HQ is in the field of fire of A9: it commands no unit (§18.32).
P3 is under no HQ, General or CP's command (§11.2).
--- stderr
