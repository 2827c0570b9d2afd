# French transcript of EX-06-1.1-lignes-5-target-inside-bonus.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=H4 to=D4 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Ligne de vue de H4 (h, infanterie) à D4 (a, infanterie) (§1.1).
Ligne garden (+F3-+F6) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.5).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
--- stderr
