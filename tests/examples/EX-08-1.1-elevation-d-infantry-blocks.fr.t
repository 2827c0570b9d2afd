# French transcript of EX-08-1.1-elevation-d-infantry-blocks.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=G9 to=G5 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Ligne de vue de G9 (infanterie) à G5 (infanterie) (§1.1).
Ligne d'Élévation el (+A6-+K6) : la cible est à une case au-delà (§1.1 ligne d'élévation A).
Verdict : bloquée : l'Unité d'Infanterie g en G7 bloque la ligne de vue entre deux Unités d'Infanterie (§1.1 ligne d'élévation D, encaissé D).
--- stderr
