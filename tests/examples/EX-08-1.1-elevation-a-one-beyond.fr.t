# French transcript of EX-08-1.1-elevation-a-one-beyond.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=D9 to=D5 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Ligne de vue de D9 (infanterie) à D5 (infanterie) (§1.1).
Ligne d'Élévation el (+A6-+K6) : la cible est à une case au-delà (§1.1 ligne d'élévation A).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
