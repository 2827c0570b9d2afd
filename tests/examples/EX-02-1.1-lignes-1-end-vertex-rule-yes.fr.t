# French transcript of EX-02-1.1-lignes-1-end-vertex-rule-yes.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex02-line.csv los from=B1 to=E6 --rule los-vertex=yes -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex02-line.csv
--- stdout
L'arbitrage los-vertex=yes s'applique (celui par défaut est no) (§1.1; A3).
Ligne de vue de B1 (infanterie) à E6 (infanterie) (§1.1).
Ligne hedge (+A4-+D4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 1 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
