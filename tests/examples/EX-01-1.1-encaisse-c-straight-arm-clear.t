# EX-01 (§1.1 encaissé, 01c control): along the trench's straight arm, C3 to E3,
# no corner is passed: clear.
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=C3 to=E3 as=inf at=inf -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-corner.csv
--- stdout
Line of sight from C3 (infantry) to E3 (infantry) (§1.1).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
