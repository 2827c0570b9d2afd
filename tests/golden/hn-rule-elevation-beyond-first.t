# A8, elevation-beyond=first: H5 is not the first square beyond: impossible.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=C9 to=H5 --rule elevation-beyond=first -o $TMP/s.csv
status: 0
--- stdout
Ruling elevation-beyond=first applies (the default is adjacent) (§1.1 ligne d'élévation; A8).
Line of sight from C9 (infantry) to H5 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the firer is not adjacent and the target is more than one square beyond: fire impossible (§1.1 ligne d'élévation A).
Verdict: blocked: the target is more than one square beyond el and the firer is not adjacent to it (§1.1 ligne d'élévation A).
--- stderr
