# French transcript of EX-08-1.1-elevation-d-vehicle-firer-not-blocked.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=G9 to=G5 as=light -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Ligne de vue de G9 (véhicule léger) à G5 (infanterie) (§1.1).
Ligne d'Élévation el (+A6-+K6) : la cible est à une case au-delà (§1.1 ligne d'élévation A).
L'Infanterie g en G7 ne bloque pas : le tireur et la cible ne sont pas tous deux de l'infanterie (§1.1 élévation D).
Verdict : Dégagée ; 0 Obstacle contre le tireur, Bonus Défensif +0 pour la cible (§1.1 Lignes pt.3).
--- stderr
