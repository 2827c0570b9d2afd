# French transcript of EX-02-1.1-lignes-1-end-vertex-default.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex02-line.csv los from=B1 to=E6 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex02-line.csv
--- stdout
Ligne de vue de B1 (infanterie) à E6 (infanterie) (§1.1).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
