# reorganize pair= (§14.33): a third M4 platoon of the 751st, us-m4-3, is in the
# pool though pair= names two: the test succeeds automatically, no die is
# rolled (--dice 1 would fail it, §14.31), and us-m4-3 stays in the pool.
cmd: resolve tests/golden/data/s43-reorg-three.csv reorganize pair=us-m4-1,us-m4-2 hex=2662 -o $TMP/r.csv
status: 0
sh: grep -q '^unit,us-m4-1,.*,2662,' $TMP/r.csv
sh: grep -q '^unit,us-m4-2,.*permanent' $TMP/r.csv
sh: grep -q '^unit,us-m4-3,.*,eliminated,' $TMP/r.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
A third M4 platoon, us-m4-3, is in the pool: the test succeeds automatically (§14.33).
us-m4-1 returns with 1 step in 2662; us-m4-2 is eliminated for good (§14.31).
The city 2662 is in supply and not in an enemy ZOC (§14.23).
--- stderr
