# EX-02 and digest A3: the sight B1 to E6 passes exactly through the Line's end
# +D4 (vertex (3,3)): by default (ruling los-vertex=no) it does not cross it.
cmd: resolve tests/examples/data/hn-ex02-line.csv los from=B1 to=E6 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex02-line.csv
--- stdout
Line of sight from B1 (infantry) to E6 (infantry) (§1.1).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
