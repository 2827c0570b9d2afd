# EX-04 (§1.1 Lignes pt.3): two Lines, each an Obstacle for the attacker and +1
# for the defender (test values): crossing both adds them: 2 Obstacles, +2.
cmd: resolve tests/examples/data/hn-ex04-sum.csv los from=D1 to=D8 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex04-sum.csv
--- stdout
Line of sight from D1 (f, infantry) to D8 (t, infantry) (§1.1).
Line h1 (+A3-+I3: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line h1 (+A3-+I3): defensive bonus +1 for the target (§1.1 Lignes pt.3).
Line h2 (+A6-+I6: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line h2 (+A6-+I6): defensive bonus +1 for the target (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 2 Obstacles against the firer, defensive bonus +2 for the target (§1.1 Lignes pt.3).
--- stderr
