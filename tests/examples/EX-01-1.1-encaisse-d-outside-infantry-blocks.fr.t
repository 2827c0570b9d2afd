# French transcript of EX-01-1.1-encaisse-d-outside-infantry-blocks.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=E1 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Ligne de vue de C3 (a, infanterie) à E1 (d, infanterie) (§1.1).
Ligne tr1 (+C3-+H3 : difficult;noveh;sunken;def_inf=2) : le tireur lui est adjacent : ses effets ne comptent pas (§1.1 Lignes pt.4) ; l'Encaissé s'applique toujours (précision).
Verdict : bloquée : l'Unité d'Infanterie f en D2 bloque la ligne de vue entre deux Unités d'Infanterie (§1.1 ligne d'élévation D, encaissé D).
--- stderr
