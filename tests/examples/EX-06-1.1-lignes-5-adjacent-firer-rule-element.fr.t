# French transcript of EX-06-1.1-lignes-5-adjacent-firer-rule-element.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=F3 to=D4 --rule trench-bonus=element -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
L'arbitrage trench-bonus=element s'applique (celui par défaut est line) (§1.1 pt.5, précision; A5).
Ligne de vue de F3 (b, infanterie) à D4 (a, infanterie) (§1.1).
Ligne garden (+F3-+F6) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.5).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
--- stderr
