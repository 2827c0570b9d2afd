# EX-08 (§1.1 ligne d'élévation A): from D9, not adjacent, the sight across the
# elevation Line reaches D5, one square beyond: legal.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=D9 to=D5 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Line of sight from D9 (infantry) to D5 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the target is one square beyond it (§1.1 ligne d'élévation A).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
