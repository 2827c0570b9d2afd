# §7.33: a leader's own move without free=leader is free too (§7.1) and marks it as having
# acted (§7.2); a leader's action is its move (§11.3), so N1, stacked with Wyman in 1611,
# no longer moves free: action 1 of 3 (§17).
cmd: resolve tests/examples/data/omaha-free.csv move unit=Wyman to=1611 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: $UMPIRE resolve $TMP/s.csv move unit=N1 to=1612 --tables tests/examples/data/omaha-tables -o $TMP/s2.csv >$TMP/out && grep -qx 'Action 1 of 3 of the 1st Division (§17).' $TMP/out && grep -qx 'set,actions.1,18:1' $TMP/s2.csv
--- stdout
A free action (an HQ or General): the 1st Division's count stays (§7.1).
Wyman moves from 1610 to 1611 (§7.3).
--- stderr
