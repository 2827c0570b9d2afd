# §1.2 tall grass, Obstacle (Infanterie): an infantry firer at a vehicle:
# the grass counts (ruling obstacle-infantry=either), once per Line crossed.
cmd: resolve tests/golden/data/hn-rulings.csv los from=A2 to=J2 as=inf at=light -o $TMP/s.csv
status: 0
--- stdout
Line of sight from A2 (infantry) to J2 (light vehicle) (§1.1).
Line grass (+E2-+E4: obstacle=inf): Obstacle for the firer (§1.1 Lignes pt.3, §1.2 Obstacle (Infanterie)).
Line grass (+G2-+G4: obstacle=inf): Obstacle for the firer (§1.1 Lignes pt.3, §1.2 Obstacle (Infanterie)).
Verdict: reduced (Réduite); 2 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
