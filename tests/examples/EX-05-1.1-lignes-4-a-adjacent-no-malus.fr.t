# French transcript of EX-05-1.1-lignes-4-a-adjacent-no-malus.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=D3 to=D7 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Ligne de vue de D3 (a, infanterie) à D7 (b, infanterie) (§1.1).
Ligne l (+A4-+G4 : obstacle) : le tireur lui est adjacent : ses effets ne comptent pas (§1.1 Lignes pt.4).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
