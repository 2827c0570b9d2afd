# E9 (§15.44) needs the 20 mm limbered: in an enemy ZOC that takes the night
# works phase and 2d6 at most its MA, 4 (§15.42): 1+3 = 4 succeeds.
cmd: resolve tests/examples/data/e9-night.csv limber unit=20mm to=on --dice 1,3 -o $TMP/l.csv
status: 0
sh: grep -q "^unit,20mm,.*,limbered$" $TMP/l.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Roll 2d6 = 1+3 = 4 against 20mm's MA 4: at most the MA, the marker may change (§15.42).
20mm is limbered: it may move, even in an enemy ZOC; it still fires at half its printed values, rounded up, with defence 1 (§15.41, §15.44).
--- stderr
