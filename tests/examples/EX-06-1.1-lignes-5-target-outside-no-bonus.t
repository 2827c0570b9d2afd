# EX-06 (§1.1 Lignes pt.5): A inside the element fires at B outside: B does
# not get the Line's defensive bonus.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=D4 to=F3 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Line of sight from D4 (a, infantry) to F3 (b, infantry) (§1.1).
Line garden (+F3-+F6): its defensive bonus is only for units inside garden (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
