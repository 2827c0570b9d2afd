# French transcript of EX-06-1.1-lignes-5-adjacent-firer-ignores.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=F3 to=D4 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Ligne de vue de F3 (b, infanterie) à D4 (a, infanterie) (§1.1).
Ligne garden (+F3-+F6 : def=1) : le tireur lui est adjacent : ses effets ne comptent pas (§1.1 Lignes pt.4).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
