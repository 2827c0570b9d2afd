# EX-03 (§1.1 Lignes pt.2): a staircase is 5 Lines; the sight B2 to H8 runs
# down it and crosses each once: 5 Obstacles. (The digest's '1, 3 and 5' is not
# reachable by a straight sight on a staircase: every straight sight that
# crosses its first and third Lines crosses the second too.)
cmd: resolve tests/examples/data/hn-ex03-staircase.csv los from=B2 to=H8 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase.csv
--- stdout
Line of sight from B2 (infantry) to H8 (infantry) (§1.1).
Line s1 (+C4-+E4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s2 (+E4-+E6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s3 (+E6-+G6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s4 (+G6-+G8: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s5 (+G8-+I8: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 5 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
