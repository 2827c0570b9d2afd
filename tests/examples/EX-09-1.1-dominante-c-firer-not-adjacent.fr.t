# French transcript of EX-09-1.1-dominante-c-firer-not-adjacent.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E1 to=E10 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Ligne de vue de E1 (infantry) à E10 (infantry) (§1.1).
Dominant Line dom (+A4-+K4): the firer is not adjacent and the target is more than one square beyond: fire impossible (§1.1 ligne dominante C, D).
Elevation Line el (+A7-+K7): the firer is not adjacent and the target is more than one square beyond: fire impossible (§1.1 ligne d'élévation A).
Verdict : bloquée : the target is more than one square beyond dom and the firer is not adjacent to it (§1.1 ligne dominante C, D).
--- stderr
