# French transcript of EX-04-1.1-lignes-3-effects-add-up.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex04-sum.csv los from=D1 to=D8 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex04-sum.csv
--- stdout
Ligne de vue de D1 (f, infantry) à D8 (t, infantry) (§1.1).
Line h1 (+A3-+I3: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line h1 (+A3-+I3): defensive bonus +1 for the target (§1.1 Lignes pt.3).
Line h2 (+A6-+I6: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line h2 (+A6-+I6): defensive bonus +1 for the target (§1.1 Lignes pt.3).
Verdict : reduced (Réduite) ; 2 Obstacles contre le tireur, Bonus Défensif +2 pour la cible (§1.1 Lignes pt.3).
--- stderr
