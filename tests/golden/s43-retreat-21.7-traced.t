# §21.7 (the NOT IMPLEMENTED list): "le choix d'un hex où l'unité sera
# ravitaillée est prioritaire", traced by the retreat as the supply order
# traces it (§7.21), not read from a flag or a map column: us-w's retreat of 2
# hexes could end in 3004 or 3008; only 3004 is within 6 MP of the Small beach
# in 3001, so the retreat goes there without asking.
cmd: resolve tests/golden/data/s43-retreat-supply.csv retreat unit=us-w --dice 2 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,us-w,allied,US,36,infantry,company,soft,3004,' $TMP/a.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-w rolls 1d6 = 2: retreat 2 hexes (§21.2).
Hex 1 of the retreat: only 3005 (§21.6).
Hex 2 of the retreat: only 3004 (§21.3).
us-w retreats 2 hexes: 3005, 3004 (in supply, §21.7) (§21.3).
