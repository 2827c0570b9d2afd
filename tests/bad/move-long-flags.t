# tests/bad/move-long-flags.csv (see README.md): a flags field of some 900
# characters: the move keeps all 60 bombarded= items and appends moved;mp=2 (0)
cmd: resolve tests/bad/move-long-flags.csv move unit=us-142-b path=2665 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-142-b,.*,bombarded=2600;.*;bombarded=2659;moved;mp=2$" $TMP/out.csv
sh: test "$(grep '^unit,us-142-b,' $TMP/out.csv | grep -o 'bombarded=' | wc -l)" = 60
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-142-b: movement allowance 6, on foot (§2.12).
2665: +2 MP (on foot), 2 of 6 MP spent (§5.22).
Moved to 2665: 1 hex entered (§5.1).
--- stderr
