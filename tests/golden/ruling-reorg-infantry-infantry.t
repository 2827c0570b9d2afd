# Ruling reorg-infantry=infantry (default, §14.21): only the infantry company rolls; the
# engineer company stays reduced.
cmd: resolve tests/golden/data/ruling-reorg.csv reorganize --dice 4 -o $TMP/o.csv
status: 0
sh: grep -q "^unit,us-eng,allied,US,36,111,engineer,company,soft,2662,2,1,2," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf-a rolls 1d6 = 4: 4 or more, back to its full face (§14.21).
--- stderr
