# §12.2: the same encirclement with open ground in 1316: no LOC.
cmd: resolve tests/examples/data/omaha-ex11-nobocage.csv loc position=R4 -o $TMP/s.csv
status: 0
--- stdout
R4 has no German line of communication: every path to an exit hex meets US-occupied or US-controlled hexes, rough, beach, or shelf next to the beach (§12.2).
--- stderr
