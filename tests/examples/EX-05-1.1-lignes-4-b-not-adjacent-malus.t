# EX-05 (§1.1 Lignes pt.4, B): B on D7 is not adjacent when it fires at A: the
# malus applies, though A is adjacent (digest A4).
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=D7 to=D3 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Line of sight from D7 (b, infantry) to D3 (a, infantry) (§1.1).
Line l (+A4-+G4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
