# tests/bad/bombard-long-flags.csv (see README.md): a flags field of some 900
# characters on a bombarding unit: all 60 bombarded= items are kept and
# fired;bombarded=3132 appended (0)
cmd: resolve tests/bad/bombard-long-flags.csv bombard kind=artillery at=3132 by=de-art-a,de-art-b --dice 5,5 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-art-a,.*,bombarded=2600;.*;bombarded=2659;fired;bombarded=3132$" $TMP/out.csv
sh: test "$(grep '^unit,de-art-a,' $TMP/out.csv | grep -o 'bombarded=' | wc -l)" = 61
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis offensive bombardment of 3132 (§13.0).
de-art-a bombards from 3336, 5 hexes away (range 6): 12 points (attack value) (§13.0; ruling bombard-value).
de-art-b bombards from 3337, 6 hexes away (range 6): 8 points (attack value) (§13.0; ruling bombard-value).
Target group in 3132 (3 companies or 9 platoons at most): us-a (§13.1, §13.2).
20 support points: column 17-21 (§13.0).
3132 is altitude 2-3: 1 column to the left, 13-16 (§13.3).
Axis rolls 2d6 = 5+5 = 10 on column 13-16 (hit on 4): no effect (§13.5).
--- stderr
