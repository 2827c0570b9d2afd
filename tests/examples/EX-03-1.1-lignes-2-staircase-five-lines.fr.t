# French transcript of EX-03-1.1-lignes-2-staircase-five-lines.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex03-staircase.csv los from=B2 to=H8 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase.csv
--- stdout
Ligne de vue de B2 (infanterie) à H8 (infanterie) (§1.1).
Ligne s1 (+C4-+E4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne s2 (+E4-+E6 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne s3 (+E6-+G6 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne s4 (+G6-+G8 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne s5 (+G8-+I8 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 5 Obstacles contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
