# Ruling retreat-distance=moved (A22 iv): with no path named, all 51,882 paths of 7
# hexes are kept (none lost to a limit) and the order waits for the first hex.
cmd: resolve tests/golden/data/ruling-retreat-open.csv retreat unit=pz announce=+1 --dice 6 --rule retreat-distance=moved -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling retreat-distance=moved applies, not the default (umpire rulings salerno43) (§21.3; A22 iv, E14).
pz announces +1 (§21.2).
pz rolls 1d6 = 6 +1: retreat 7 hexes (§21.2).
Hex 1 of the retreat: legal: 2930, 2931, 3029, 3031, 3130, 3131 (§21.6).
The Axis player chooses (§21.7): answer with 'umpire resolve STATE decide HEX', HEX one of 2930|2931|3029|3031|3130|3131; nothing is applied until the retreat ends (pending).
--- stderr
