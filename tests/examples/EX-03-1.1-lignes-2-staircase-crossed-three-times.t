# EX-03 (§1.1 Lignes pt.2, "Une LdV ne peut donc jamais traverser plusieurs fois
# la même Ligne"): a sight running nearly along a staircase of uneven steps
# crosses it three times, at its Lines 1, 4 and 5 (not consecutive, but never
# 1 and 3 without 2: tests/unit/test_hn_board.c): each Line crossed counts
# once, 3 Obstacles.
cmd: resolve tests/examples/data/hn-ex03-staircase-up.csv los from=A9 to=H5 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase-up.csv
--- stdout
Line of sight from A9 (infantry) to H5 (infantry) (§1.1).
Line s1 (+B9-+E9: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s4 (+G6-+G8: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s5 (+G6-+H6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 3 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
