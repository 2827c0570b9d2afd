# E14 (§21.8): +1 announced and a die of 6: 7 hexes; no legal path goes that far
# (the fixture's map ends 6 hexes away): the platoon stays and loses its step,
# its only one: eliminated.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=+1 --dice 6 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,eliminated,,1,0,1,.*,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 announces +1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 6 +1: retreat 7 hexes (§21.2).
No legal retreat of 7 hexes from 2665 within MA 10: 16pz-2-pz-4 stays and loses a step: eliminated (§21.8).
--- stderr
