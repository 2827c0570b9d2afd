# §7.21 with §5.4 and §5.5 (the NOT IMPLEMENTED list): the Allied line is
# counted "comme une unité motorisée", which crosses a class-1 river only by a
# bridge (§5.43) and no precipice (§5.5). us-inf is 2 MP from the full beach in
# 3003, across the class-1 river of 3002 without a bridge: out of supply; with
# an intact bridge in 3002, in supply; with a precipice between 3001 and 3002,
# out again.
cmd: resolve tests/golden/data/s43-supply-river.csv supply side=allied -o $TMP/a.csv
status: 0
sh: grep -q '^unit,us-inf,.*,out_of_supply$' $TMP/a.csv
sh: sed 's/^hex,3002,1,clear,1,3001;2902;3102,$/hex,3002,1,clear,1,3001;2902;3102,intact/' tests/golden/data/s43-supply-river.csv >$TMP/b.csv && $UMPIRE resolve $TMP/b.csv supply side=allied -o $TMP/c.csv && grep -q '^unit,us-inf,.*,3001,,1,2,2,5,4,6,$' $TMP/c.csv
sh: (cat $TMP/b.csv; printf '@hexside,id,feature,high\nhexside,3001-3002,precipice,3002\n') >$TMP/d.csv && $UMPIRE resolve $TMP/d.csv supply side=allied -o $TMP/e.csv && grep -q '^unit,us-inf,.*,out_of_supply$' $TMP/e.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf in 3001: out of supply, no US source within 10 MP by hexes free of enemy ZOC, as a motorised unit crosses rivers and precipices (§7.0, §7.21, §5.4, §5.5).
us-inf: the "out of supply" marker is placed (§7.34).
allied units: 0 in supply, 1 out of supply (§7.34).
