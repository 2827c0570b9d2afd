# French transcript of EX-01-1.1-encaisse-a-inside-blocks-inside.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=G3 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Ligne de vue de C3 (a, infanterie) à G3 (b, infanterie) (§1.1).
Verdict : bloquée : l'Unité d'Infanterie c en E3, dans l'Élément encaissé du tireur, bloque sa ligne de vue (§1.1 encaissé).
--- stderr
