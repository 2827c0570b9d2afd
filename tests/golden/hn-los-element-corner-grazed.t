# A3, ruling los-vertex=no: b on G2 fires at h on H1 through the corner +H2
# of the tall grass, from outside it to outside it: the sight grazes the
# border and crosses no Line (no Obstacle).
cmd: resolve tests/golden/data/hn-corners.csv los from=G2 to=H1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Line of sight from G2 (b, infantry) to H1 (h, infantry) (§1.1).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
