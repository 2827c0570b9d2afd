# §16.5: B3 (depth marker: 2 hits) mortars symbol 1 within 3 hexes: L/3/16 (3 steps,
# 1 hex), M/3/16 (2 steps), I/3/16 (a tank: armour included, 3 steps, 3 hexes);
# F/2/16 is 4 hexes away, K/3/16 has symbol 2. The two with most steps lose one.
cmd: resolve tests/examples/data/omaha-ga-mortar.csv german-action sector=east --card '1:fire=blue,red/M,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,M/3/16,1,1,inf,2,3,1,1313,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
B3 (red, number 3): mortar (§16).
B3 fires its mortar at symbol 1: 3 units in range, up to 2 hit (with a depth marker) (§16.5).
L/3/16 loses a step (mortar, no disruption): 2 of 3 left (§16.5).
I/3/16 loses a step (mortar, no disruption): 2 of 3 left (§16.5).
--- stderr
