# EX-11 (§12.23): the reinforcement unit in R4 (1315) is surrounded by US-controlled
# hexes; it traces through the adjacent bocage hex 1316 (controlled, not occupied)
# to 1416 and the exit: it has a LOC. Its own hex, controlled by A/1/16 and B/1/16,
# does not block it (§12.21).
cmd: resolve tests/examples/data/omaha-ex11.csv loc position=R4 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/omaha-ex11.csv
--- stdout
R4 traces a German line of communication to exit E: 1315-1316-1416 (through one US-controlled bocage hex) (§12.23).
--- stderr
