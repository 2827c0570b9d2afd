# Tiles from the tiles table placed by the state: WJ1-A at A1 and turned 180
# degrees at M1; the hedge B2:D2/s of the tile lands on +U7-+X7 (test tiles).
cmd: resolve tests/golden/data/hn-tiles.csv los from=V8 to=V5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Line of sight from V8 (infantry) to V5 (infantry) (§1.1).
Line hedge (+U7-+X7: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+U7-+X7): defensive bonus +1 for the target (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +1 for the target (§1.1 Lignes pt.3).
--- stderr
