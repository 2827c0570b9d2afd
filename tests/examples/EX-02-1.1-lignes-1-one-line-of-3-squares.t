# EX-02 (§1.1 Lignes pt.1): one Line of 3 squares, +A4-+D4, an Obstacle:
# the sight B2 to B6 crosses it once: 1 Obstacle, reduced.
cmd: resolve tests/examples/data/hn-ex02-line.csv los from=B2 to=B6 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex02-line.csv
--- stdout
Line of sight from B2 (infantry) to B6 (infantry) (§1.1).
Line hedge (+A4-+D4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
