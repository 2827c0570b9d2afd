# The turned tile's trench F5:H5;H6 lands on Q3, Q4, R4, S4: the sight along
# row 3 crosses its two Lines on Q3's sides.
cmd: resolve tests/golden/data/hn-tiles.csv los from=N3 to=X3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Line of sight from N3 (infantry) to X3 (infantry) (§1.1).
Line tr (+Q3-+Q5): its defensive bonus is only for units inside tr (§1.1 Lignes pt.5).
Line tr (+R3-+R4): its defensive bonus is only for units inside tr (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
