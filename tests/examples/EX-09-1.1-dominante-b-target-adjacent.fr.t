# French transcript of EX-09-1.1-dominante-b-target-adjacent.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E7 to=E3 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Ligne de vue de E7 (infanterie) à E3 (infanterie) (§1.1).
Ligne Dominante dom (+A4-+K4) : la cible est à une case au-delà (§1.1 ligne dominante B).
Ligne d'Élévation el (+A7-+K7) : le tireur lui est adjacent : aucune limite (§1.1 ligne d'élévation B).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
