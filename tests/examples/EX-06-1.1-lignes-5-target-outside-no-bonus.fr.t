# French transcript of EX-06-1.1-lignes-5-target-outside-no-bonus.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=D4 to=F3 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Ligne de vue de D4 (a, infanterie) à F3 (b, infanterie) (§1.1).
Ligne garden (+F3-+F6) : son Bonus Défensif ne vaut que pour les unités à l'intérieur de garden (§1.1 Lignes pt.5).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
