# §1.1 Lignes pt.5, §1.2: c on G1 fires at g on I3 through the corner +H2 of
# the tall grass H2:I3, into it: its Obstacle (Infanterie) counts, once.
cmd: resolve tests/golden/data/hn-corners.csv los from=G1 to=I3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Line of sight from G1 (c, infantry) to I3 (g, infantry) (§1.1).
Line grass (+H2-+J2: obstacle=inf): Obstacle for the firer (§1.1 Lignes pt.3, §1.2 Obstacle (Infanterie)).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
