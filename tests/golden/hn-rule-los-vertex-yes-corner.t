# Ruling los-vertex=yes: a sight through the corner of the tall grass meets
# two of its border's runs there, but crosses its one Line once: 1 Obstacle
# (umpire counted 2).
cmd: resolve tests/golden/data/hn-corners.csv los from=G1 to=I3 --rule los-vertex=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Ruling los-vertex=yes applies (the default is no) (§1.1; A3).
Line of sight from G1 (c, infantry) to I3 (g, infantry) (§1.1).
Line grass (+H2-+J2: obstacle=inf): Obstacle for the firer (§1.1 Lignes pt.3, §1.2 Obstacle (Infanterie)).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
