# French transcript of EX-04-1.1-lignes-3-effects-add-up.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex04-sum.csv los from=D1 to=D8 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex04-sum.csv
--- stdout
Ligne de vue de D1 (f, infanterie) à D8 (t, infanterie) (§1.1).
Ligne h1 (+A3-+I3 : obstacle;def=1) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne h1 (+A3-+I3) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
Ligne h2 (+A6-+I6 : obstacle;def=1) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne h2 (+A6-+I6) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
Verdict : Réduite ; 2 Obstacles contre le tireur, Bonus Défensif +2 pour la cible (§1.1 Lignes pt.3).
--- stderr
