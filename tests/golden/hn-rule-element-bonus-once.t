# Digest §6.3 step 5: the sight from B2 enters the L-shaped trench, leaves it and
# enters it again to E6: its bonus counts once (element-bonus=once).
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=B2 to=E6 as=inf at=inf -o $TMP/s.csv
status: 0
--- stdout
Line of sight from B2 (infantry) to E6 (infantry) (§1.1).
Line tr2 (+C4-+E4): defensive bonus +2 for the target (§1.1 Lignes pt.5).
Line tr2 (+C3-+C4): tr2's defensive bonus already counts (ruling element-bonus=once).
Line tr2 (+E4-+E7): tr2's defensive bonus already counts (ruling element-bonus=once).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +2 for the target (§1.1 Lignes pt.3).
--- stderr
