# French transcript of EX-08-1.1-elevation-d-infantry-blocks.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=G9 to=G5 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Ligne de vue de G9 (infantry) à G5 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the target is one square beyond it (§1.1 ligne d'élévation A).
Verdict : bloquée : infantry unit g on G7 blocks the line of sight between two infantry units (§1.1 ligne d'élévation D, encaissé D).
--- stderr
