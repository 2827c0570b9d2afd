# §16.5, ruling a24-mortar-range=exactly: only hexes exactly 3 away: I/3/16 alone.
cmd: resolve tests/examples/data/omaha-ga-mortar1.csv german-action sector=east --rule a24-mortar-range=exactly --card '1:fire=blue,red/M,green;target=1' -o $TMP/s.csv
status: 0
--- stdout
B3 (red, number 3): mortar (§16).
B3 fires its mortar at symbol 1: 1 unit in range, up to 1 hit (no depth marker) (§16.5).
I/3/16 loses a step (mortar, no disruption): 2 of 3 left (§16.5).
--- stderr
