# French transcript of EX-08-1.1-elevation-a-two-beyond.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=D9 to=D4 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Ligne de vue de D9 (infanterie) à D4 (infanterie) (§1.1).
Ligne d'Élévation el (+A6-+K6) : le tireur ne lui est pas adjacent et la cible est à plus d'une case au-delà : tir impossible (§1.1 ligne d'élévation A).
Verdict : bloquée : la cible est à plus d'une case au-delà de el et le tireur ne lui est pas adjacent (§1.1 ligne d'élévation A).
--- stderr
