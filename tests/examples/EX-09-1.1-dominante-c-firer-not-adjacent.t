# EX-09 (§1.1 ligne dominante C): E1 is not adjacent to the dominant Line: it
# acts as an elevation Line, and E10 is far beyond: impossible.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E1 to=E10 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Line of sight from E1 (infantry) to E10 (infantry) (§1.1).
Dominant Line dom (+A4-+K4): the firer is not adjacent and the target is more than one square beyond: fire impossible (§1.1 ligne dominante C, D).
Elevation Line el (+A7-+K7): the firer is not adjacent and the target is more than one square beyond: fire impossible (§1.1 ligne d'élévation A).
Verdict: blocked: the target is more than one square beyond dom and the firer is not adjacent to it (§1.1 ligne dominante C, D).
--- stderr
