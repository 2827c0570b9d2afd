# French transcript of EX-03-1.1-lignes-2-staircase-crossed-three-times.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex03-staircase-up.csv los from=A9 to=H5 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase-up.csv
--- stdout
Ligne de vue de A9 (infanterie) à H5 (infanterie) (§1.1).
Ligne s1 (+B9-+E9 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne s4 (+G6-+G8 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne s5 (+G6-+H6 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 3 Obstacles contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
