# EX-06 (§1.1 Lignes pt.5): B fires at A: B is adjacent to the Line and ignores
# its effects, so A gets no bonus (ruling trench-bonus=line, digest A5).
cmd: resolve tests/examples/data/hn-ex06-enclosing.csv los from=F3 to=D4 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex06-enclosing.csv
--- stdout
Line of sight from F3 (b, infantry) to D4 (a, infantry) (§1.1).
Line garden (+F3-+F6: def=1): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
