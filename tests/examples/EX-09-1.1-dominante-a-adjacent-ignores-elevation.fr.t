# French transcript of EX-09-1.1-dominante-a-adjacent-ignores-elevation.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E3 to=E10 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Ligne de vue de E3 (infanterie) à E10 (infanterie) (§1.1).
Ligne Dominante dom (+A4-+K4) : le tireur lui est adjacent et tire au travers : toute Ligne d'Élévation traversée est ignorée (§1.1 ligne dominante).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
