# limber to=on (§15.42) on a unit whose flags column is 576 characters long:
# the markers were rebuilt in a 512-byte buffer, so the column was cut at 511
# characters and the new "limbered" marker lost, the order reporting success.
# Now the column is written whole, "limbered" at its end.
cmd: resolve tests/bad/limber-flags-576.csv limber unit=20mm to=on --dice 1,3 -o $TMP/out.csv
status: 0
sh: grep -q '^unit,20mm,.*model=11X*;limbered$' $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Roll 2d6 = 1+3 = 4 against 20mm's MA 4: at most the MA, the marker may change (§15.42).
20mm is limbered: it may move, even in an enemy ZOC; it still fires at half its printed values, rounded up, with defence 1 (§15.41, §15.44).
--- stderr
