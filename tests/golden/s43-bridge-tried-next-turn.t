# bridge demolish (§20.23): b-3556's column tried names an earlier turn,
# 11-morning: it does not stop an attempt in 11-afternoon, made as before (the
# second marker of the cup, 1: destroyed), and stays as it was.
cmd: resolve tests/golden/data/s43-bridge-tried.csv bridge action=demolish id=b-3556 unit=de-pio-1 --dice 2 -o $TMP/b.csv
status: 0
sh: grep -qx 'bridge,b-3556,3556,,1,,axis,11-morning' $TMP/b.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Demolition of bridge b-3556 by de-pio-1: the marker is not 0, the bridge is destroyed (§20.22).
The marker goes on the map aligned with the bridge, its value hidden from the opponent; units may no longer use the bridge (§20.22).
--- stderr
