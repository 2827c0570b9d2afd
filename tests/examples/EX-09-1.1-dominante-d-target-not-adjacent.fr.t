# French transcript of EX-09-1.1-dominante-d-target-not-adjacent.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E7 to=E1 -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Ligne de vue de E7 (infantry) à E1 (infantry) (§1.1).
Dominant Line dom (+A4-+K4): the firer is not adjacent and the target is more than one square beyond: fire impossible (§1.1 ligne dominante C, D).
Elevation Line el (+A7-+K7): the firer is adjacent to it: no limit (§1.1 ligne d'élévation B).
Verdict : bloquée : the target is more than one square beyond dom and the firer is not adjacent to it (§1.1 ligne dominante C, D).
--- stderr
