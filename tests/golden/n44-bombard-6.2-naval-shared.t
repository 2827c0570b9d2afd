# §6.2 (ruling naval-track=shared, 11.3.8): one pool a task force: the WTF's 1 cruiser
# and 2 destroyer points make 3, so 2 cruiser points fire, then 1 destroyer point, and
# no more. Each at a hex of its own: the navy bombards a hex once a combat (seed
# L1200-1201).
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0713 cruisers=2 --tables tests/examples/data/normandie44-tables --dice 4 --rule naval-track=shared -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv bombard kind=naval at=0613 destroyers=1 --tables tests/examples/data/normandie44-tables --dice 4 --rule naval-track=shared -o $TMP/b.csv
sh: ! $UMPIRE resolve $TMP/b.csv bombard kind=naval at=0813 destroyers=1 --tables tests/examples/data/normandie44-tables --dice 4 --rule naval-track=shared -o $TMP/c.csv 2>$TMP/err && grep -q "the wtf has 0 points left on its track (ruling naval-track=shared)" $TMP/err
--- stdout
Bombardment of 0713, strength 2: 1d6 = 4: 4: A1 (TB) (§6.2).
de-709-919 is affected: A1 (§6.5).
The W cursor moves 2 boxes left (§6.2).
--- stderr
