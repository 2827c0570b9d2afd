# French transcript of EX-09-1.1-dominante-c-firer-not-adjacent.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E1 to=E10 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Ligne de vue de E1 (infanterie) à E10 (infanterie) (§1.1).
Ligne Dominante dom (+A4-+K4) : le tireur ne lui est pas adjacent et la cible est à plus d'une case au-delà : tir impossible (§1.1 ligne dominante C, D).
Ligne d'Élévation el (+A7-+K7) : le tireur ne lui est pas adjacent et la cible est à plus d'une case au-delà : tir impossible (§1.1 ligne d'élévation A).
Verdict : bloquée : la cible est à plus d'une case au-delà de dom et le tireur ne lui est pas adjacent (§1.1 ligne dominante C, D).
--- stderr
