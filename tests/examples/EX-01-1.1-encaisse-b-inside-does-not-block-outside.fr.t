# French transcript of EX-01-1.1-encaisse-b-inside-does-not-block-outside.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=E1 to=E5 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Ligne de vue de E1 (d, infanterie) à E5 (e, infanterie) (§1.1).
Ligne tr1 (+C3-+H3) : son Bonus Défensif ne vaut que pour les unités à l'intérieur de tr1 (§1.1 Lignes pt.5).
Ligne tr1 (+C4-+H4) : son Bonus Défensif ne vaut que pour les unités à l'intérieur de tr1 (§1.1 Lignes pt.5).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
