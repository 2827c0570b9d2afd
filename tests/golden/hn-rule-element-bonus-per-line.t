# element-bonus=per-line: once per Line crossed.
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=B2 to=E6 as=inf at=inf --rule element-bonus=per-line -o $TMP/s.csv
status: 0
--- stdout
Ruling element-bonus=per-line applies (the default is once) (§1.1 pt.3, pt.5; digest §6.3 step 5).
Line of sight from B2 (infantry) to E6 (infantry) (§1.1).
Line tr2 (+C4-+E4): defensive bonus +2 for the target (§1.1 Lignes pt.5).
Line tr2 (+C3-+C4): defensive bonus +2 for the target (§1.1 Lignes pt.5).
Line tr2 (+E4-+E7): defensive bonus +2 for the target (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +6 for the target (§1.1 Lignes pt.3).
--- stderr
