# move (§20.4, §20.42, §5.41): a city river hex has undrawn bridges: entering
# 3030 on bank A and leaving it for 3031 on bank B costs nothing extra.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-inf-c path=3030,3031 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-c,.*,3031,,1,.*,moved;mp=4,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-c: movement allowance 6, on foot (§2.12).
3030: +2 MP (on foot), 2 of 6 MP spent (§5.22).
uk-inf-c crosses the river in 3030 by the city's undrawn bridges, at no extra MP (§20.4, §20.42).
3031: +2 MP (on foot), 4 of 6 MP spent (§5.22).
Moved to 3031: 2 hexes entered (§5.1).
--- stderr
