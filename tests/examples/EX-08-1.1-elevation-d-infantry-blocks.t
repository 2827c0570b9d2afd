# EX-08 (§1.1 ligne d'élévation D): infantry on G7 blocks the sight between two
# infantry units (G9 to G5).
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=G9 to=G5 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Line of sight from G9 (infantry) to G5 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the target is one square beyond it (§1.1 ligne d'élévation A).
Verdict: blocked: infantry unit g on G7 blocks the line of sight between two infantry units (§1.1 ligne d'élévation D, encaissé D).
--- stderr
