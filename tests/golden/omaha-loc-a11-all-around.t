# Ruling a11-loc-adjacent=all-around: US control of every hex around the German
# unit is ignored: through the open 1316 it reaches the exit.
cmd: resolve tests/examples/data/omaha-ex11-nobocage.csv loc position=R4 --rule a11-loc-adjacent=all-around -o $TMP/s.csv
status: 0
--- stdout
R4 traces a German line of communication to exit E: 1315-1316-1416 (§12.2).
--- stderr
