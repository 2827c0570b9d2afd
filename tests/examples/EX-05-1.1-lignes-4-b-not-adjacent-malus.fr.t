# French transcript of EX-05-1.1-lignes-4-b-not-adjacent-malus.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=D7 to=D3 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Ligne de vue de D7 (b, infanterie) à D3 (a, infanterie) (§1.1).
Ligne l (+A4-+G4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 1 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
