# EX-09 (§1.1 ligne dominante B): from E7 (adjacent to the elevation Line) at
# E3, adjacent to the dominant Line: legal.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E7 to=E3 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Line of sight from E7 (infantry) to E3 (infantry) (§1.1).
Dominant Line dom (+A4-+K4): the target is one square beyond it (§1.1 ligne dominante B).
Elevation Line el (+A7-+K7): the firer is adjacent to it: no limit (§1.1 ligne d'élévation B).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
