# EX-01 (§1.1 encaissé, 01b): infantry inside a sunken element does not block
# the sight of units outside it (D on E1 at E on E5 over C on E3).
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=E1 to=E5 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Line of sight from E1 (d, infantry) to E5 (e, infantry) (§1.1).
Line tr1 (+C3-+H3): its defensive bonus is only for units inside tr1 (§1.1 Lignes pt.5).
Line tr1 (+C4-+H4): its defensive bonus is only for units inside tr1 (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
