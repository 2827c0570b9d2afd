# The default: the jeep on A3 does not block the sight from A4 to A1.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv los from=A4 to=A1 as=inf at=inf -o $TMP/s.csv
status: 0
--- stdout
Line of sight from A4 (infantry) to A1 (u, infantry) (§1.1).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
