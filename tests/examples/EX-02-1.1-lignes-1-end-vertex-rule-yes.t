# EX-02 and digest A3, the alternative: with los-vertex=yes the sight through
# the end vertex crosses the Line.
cmd: resolve tests/examples/data/hn-ex02-line.csv los from=B1 to=E6 --rule los-vertex=yes -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex02-line.csv
--- stdout
Ruling los-vertex=yes applies (the default is no) (§1.1; A3).
Line of sight from B1 (infantry) to E6 (infantry) (§1.1).
Line hedge (+A4-+D4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
