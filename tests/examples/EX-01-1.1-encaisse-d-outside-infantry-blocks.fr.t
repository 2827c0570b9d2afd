# French transcript of EX-01-1.1-encaisse-d-outside-infantry-blocks.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=E1 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Ligne de vue de C3 (a, infantry) à E1 (d, infantry) (§1.1).
Line tr1 (+C3-+H3: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4) ; l'Encaissé s'applique toujours (précision).
Verdict : bloquée : infantry unit f on D2 blocks the line of sight between two infantry units (§1.1 ligne d'élévation D, encaissé D).
--- stderr
