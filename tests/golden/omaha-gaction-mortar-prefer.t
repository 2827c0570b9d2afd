# §16.5: the player's choice, I/3/16.
cmd: resolve tests/examples/data/omaha-ga-mortar1.csv german-action sector=east prefer=I/3/16 --card '1:fire=blue,red/M,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,L/3/16,1,1,inf,3,3,1,1314,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
B3 (red, number 3): mortar (§16).
B3 fires its mortar at symbol 1: 3 units in range, up to 1 hit (no depth marker) (§16.5).
I/3/16 loses a step (mortar, no disruption): 2 of 3 left (§16.5).
--- stderr
