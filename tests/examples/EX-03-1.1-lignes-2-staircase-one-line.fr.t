# French transcript of EX-03-1.1-lignes-2-staircase-one-line.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex03-staircase.csv los from=C1 to=C9 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase.csv
--- stdout
Ligne de vue de C1 (infanterie) à C9 (infanterie) (§1.1).
Ligne s1 (+C4-+E4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 1 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
