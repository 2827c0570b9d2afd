# EX-01 (§1.1 encaissé, 01d): A in the trench on C3 fires at D outside on E1;
# infantry F outside the trench on D2 blocks ('L'Unité d'Infanterie présente hors
# de l'Élément de Terrain bloque la LdV'). A is adjacent to the trench's top
# Line: its effects do not count, Encaissé still does (précision).
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=E1 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Line of sight from C3 (a, infantry) to E1 (d, infantry) (§1.1).
Line tr1 (+C3-+H3: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4); Encaissé still applies (précision).
Verdict: blocked: infantry unit f on D2 blocks the line of sight between two infantry units (§1.1 ligne d'élévation D, encaissé D).
--- stderr
