# EX-03 (§1.1 Lignes pt.2): the sight C1 to C9 crosses the staircase's first
# Line only: 1 Obstacle.
cmd: resolve tests/examples/data/hn-ex03-staircase.csv los from=C1 to=C9 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase.csv
--- stdout
Line of sight from C1 (infantry) to C9 (infantry) (§1.1).
Line s1 (+C4-+E4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
