# land fire= then decide (§24.11, pending decisions): the Allied player names
# uk-inf-a for the first step; the same dice are replayed, and the second step
# can only go to uk-inf-b (no unit takes two), so no further question.
cmd: resolve tests/golden/data/s43-landing-pending.csv decide uk-inf-a -o $TMP/o.csv
status: 0
sh: grep -q "^unit,uk-inf-a,.*,2737,1,1," $TMP/o.csv
sh: grep -q "^unit,uk-inf-b,.*,2738,1,1," $TMP/o.csv
sh: ! grep -q "^pending," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis rolls 1d6 = 1 against uncle_red: a step lost (§24.11 b).
Axis rolls 1d6 = 2 against uncle_red: a step lost (§24.11 b).
Axis rolls 1d6 = 6 against uncle_red: no effect (§24.11 b).
uk-inf-a loses a step: flipped to its reduced side (§24.11).
uk-inf-b loses a step: flipped to its reduced side (§24.11).
Reaction fire on uncle_red over: the first wave lost 2 steps (§24.11).
--- stderr
