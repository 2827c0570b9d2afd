# EX-05 (§1.1 Lignes pt.4, C): neither unit is adjacent: the malus applies to
# both (F1 at F7; the other way in the next transcript).
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=F1 to=F7 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Line of sight from F1 (c1, infantry) to F7 (c2, infantry) (§1.1).
Line l (+A4-+G4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
