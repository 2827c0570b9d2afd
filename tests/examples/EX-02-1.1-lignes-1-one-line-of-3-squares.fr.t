# French transcript of EX-02-1.1-lignes-1-one-line-of-3-squares.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex02-line.csv los from=B2 to=B6 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex02-line.csv
--- stdout
Ligne de vue de B2 (infanterie) à B6 (infanterie) (§1.1).
Ligne hedge (+A4-+D4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 1 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
