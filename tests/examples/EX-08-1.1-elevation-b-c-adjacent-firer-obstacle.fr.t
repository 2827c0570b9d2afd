# French transcript of EX-08-1.1-elevation-b-c-adjacent-firer-obstacle.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=D6 to=D2 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Ligne de vue de D6 (infanterie) à D2 (infanterie) (§1.1).
Ligne d'Élévation el (+A6-+K6) : le tireur lui est adjacent : aucune limite (§1.1 ligne d'élévation B).
Ligne hedge (+A4-+K4 : obstacle) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Verdict : Réduite ; 1 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
