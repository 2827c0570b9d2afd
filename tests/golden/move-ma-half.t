# move (§27.22): an armoured platoon that gave direct support from afar in round
# 1 has half its MA: 5 MP, four hexes, the stack it left closes up.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-tank-h path=3130,3131,3231,3132 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-tank-h,.*,3132,,3,.*,ma_half;moved;mp=4,$" $TMP/out.csv
sh: grep -q "^unit,uk-fought,.*,3230,,1,.*,fought,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-tank-h: movement allowance 10, mechanised (§2.12).
uk-tank-h gave direct support from afar in round 1: half its MA is spent, 5 left (rounded down) (§27.22).
3130: +1 MP (mechanised, level 1), 1 of 5 MP spent (§5.21).
3131: +1 MP (mechanised, level 1), 2 of 5 MP spent (§5.21).
3231: +1 MP (mechanised, level 1), 3 of 5 MP spent (§5.21).
3132: +1 MP (mechanised, level 1), 4 of 5 MP spent (§5.21).
Moved to 3132: 4 hexes entered (§5.1).
--- stderr
