# EX-08 (§1.1 ligne d'élévation B, C): the firer on D6 is adjacent to the Line:
# no limit; the hedge beyond still counts as an Obstacle (C).
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=D6 to=D2 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Line of sight from D6 (infantry) to D2 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the firer is adjacent to it: no limit (§1.1 ligne d'élévation B).
Line hedge (+A4-+K4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
