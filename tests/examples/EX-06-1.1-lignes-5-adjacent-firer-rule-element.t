# EX-06, digest A5's alternative: with trench-bonus=element the element's
# bonus stays for A inside.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=F3 to=D4 --rule trench-bonus=element -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Ruling trench-bonus=element applies (the default is line) (§1.1 pt.5, précision; A5).
Line of sight from F3 (b, infantry) to D4 (a, infantry) (§1.1).
Line garden (+F3-+F6): defensive bonus +1 for the target (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +1 for the target (§1.1 Lignes pt.3).
--- stderr
