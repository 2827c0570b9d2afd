# §7.33 (seed lines 1941-1943): once Wyman has moved (here free=leader, to 1611, stacked
# with N1) he gives no more free actions this phase: N1's move then counts (action 1 of 3,
# §17), though Wyman commands its hex (§11.3). Before, N1's move was free.
cmd: resolve tests/examples/data/omaha-free.csv move unit=Wyman to=1611 free=leader --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: $UMPIRE resolve $TMP/s.csv move unit=N1 to=1612 --tables tests/examples/data/omaha-tables -o $TMP/s2.csv >$TMP/out && grep -qx 'Action 1 of 3 of the 1st Division (§17).' $TMP/out && grep -qx 'set,actions.1,18:1' $TMP/s2.csv
--- stdout
Wyman's move is a free action (not counted against the division's actions, §7.2): a General's own move; it gives no more free actions this phase (§7.33) (§11.3).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
Wyman moves from 1610 to 1611 (§7.3).
--- stderr
