# EX-11 (§12.23): the second case: beyond the first bocage hex every hex is
# US-controlled (D/1/16 controls 1416) or rough: no LOC; the exception covers only
# the first bocage hex.
cmd: resolve tests/examples/data/omaha-ex11-closed.csv loc position=R4 -o $TMP/s.csv
status: 0
--- stdout
R4 has no German line of communication: every path to an exit hex meets US-occupied or US-controlled hexes, rough, beach, or shelf next to the beach (§12.2).
--- stderr
