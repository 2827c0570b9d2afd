# EX-09 (§1.1 ligne dominante A): E3 is adjacent to the dominant Line and fires
# across it at E10: every elevation Line crossed is ignored: legal.
cmd: resolve tests/examples/data/hn-ex09-dominant.csv los from=E3 to=E10 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex09-dominant.csv
--- stdout
Line of sight from E3 (infantry) to E10 (infantry) (§1.1).
Dominant Line dom (+A4-+K4): the firer is adjacent and fires across it: every elevation Line crossed is ignored (§1.1 ligne dominante).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
