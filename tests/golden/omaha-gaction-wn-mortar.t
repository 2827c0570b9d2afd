# §16.5, ruling a25-wn-mortar (default summary): WN62 (no marker: 1 hit) mortars the
# beach within 5 hexes: A/1/16, U/741 (3 steps) and T/741 (2) have symbol 1; ties=id
# takes A/1/16.
cmd: resolve tests/examples/data/omaha-ga-art.csv german-action sector=east --tables tests/examples/data/omaha-actions ties=id --card '1:fire=yellow/M,red,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,A/1/16,1,1,inf,2,3,1,0911,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
WN62 (yellow, number 62): mortar (§16).
WN62 fires its mortar at symbol 1: 3 units in range, up to 1 hit (no depth marker) (§16.5).
A/1/16 loses a step (mortar, no disruption): 2 of 3 left (§16.5).
--- stderr
