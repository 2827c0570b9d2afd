# French transcript of EX-11-12.23-bocage-loc.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex11.csv loc position=R4 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/omaha-ex11.csv
--- stdout
R4 trace une ligne de communication allemande vers la sortie E : 1315-1316-1416 (à travers un hexagone de bocage contrôlé par les US) (§12.23).
--- stderr
