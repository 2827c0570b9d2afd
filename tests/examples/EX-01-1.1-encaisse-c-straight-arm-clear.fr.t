# French transcript of EX-01-1.1-encaisse-c-straight-arm-clear.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=C3 to=E3 as=inf at=inf -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-corner.csv
--- stdout
Ligne de vue de C3 (infanterie) à E3 (infanterie) (§1.1).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
