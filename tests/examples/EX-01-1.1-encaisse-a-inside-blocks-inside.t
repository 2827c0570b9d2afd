# EX-01 (§1.1 encaissé, 01a): infantry inside a trench blocks the sight between
# two infantry units inside the same trench (A on C3 at B on G3, C on E3).
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=G3 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-trench.csv
--- stdout
Line of sight from C3 (a, infantry) to G3 (b, infantry) (§1.1).
Verdict: blocked: infantry unit c on E3, in the firer's sunken element, blocks its line of sight (§1.1 encaissé).
--- stderr
