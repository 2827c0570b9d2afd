# French transcript of EX-05-1.1-lignes-4-c-neither-adjacent-back.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=F7 to=F1 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Ligne de vue de F7 (c2, infanterie) à F1 (c1, infanterie) (§1.1).
Ligne l (+A4-+G4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 1 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
