# EX-05 (§1.1 Lignes pt.4, C): and F7 at F1.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=F7 to=F1 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Line of sight from F7 (c2, infantry) to F1 (c1, infantry) (§1.1).
Line l (+A4-+G4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
