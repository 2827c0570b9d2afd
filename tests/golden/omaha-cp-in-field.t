# §18.32: in the field of an occupied position the CP commands nothing (its
# range, unknown in the shipped track, is not needed).
cmd: resolve tests/examples/data/omaha-cp-field.csv command unit=P1 -o $TMP/s.csv
status: 0
--- stdout
CP 16HQ is in the field of fire of A9: it commands no unit (§18.32).
P1 is under no HQ, General or CP's command (§11.2).
--- stderr
