# EX-06 (§1.1 Lignes pt.5): H, not adjacent, fires at A inside: +1.
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=H4 to=D4 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Line of sight from H4 (h, infantry) to D4 (a, infantry) (§1.1).
Line garden (+F3-+F6): defensive bonus +1 for the target (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +1 for the target (§1.1 Lignes pt.3).
--- stderr
