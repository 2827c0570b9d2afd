# EX-03 (§1.1 Lignes pt.2): "Une Ligne « en escalier » est constituée de
# plusieurs Lignes ... (ici 5 Lignes)": a staircase of 5 Lines, numbered 1 to
# 5 on the lost diagram; the sight B2 to H8 runs down it and crosses each once:
# 5 Obstacles. The digest's constructed "crosses 1, 3 and 5" is not in the
# French text and is not reachable by a straight sight: Lines 1 and 3 run the
# same way, and a sight crossing both crosses 2 between them (proved for every
# sight of a 14x14 board in tests/unit/test_hn_board.c).
cmd: resolve tests/examples/data/hn-ex03-staircase.csv los from=B2 to=H8 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex03-staircase.csv
--- stdout
Line of sight from B2 (infantry) to H8 (infantry) (§1.1).
Line s1 (+C4-+E4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s2 (+E4-+E6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s3 (+E6-+G6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s4 (+G6-+G8: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line s5 (+G8-+I8: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 5 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
