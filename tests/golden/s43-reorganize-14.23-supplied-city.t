# §14.23: the reorganised company is placed "dans une ville ravitaillée et qui
# n'est pas dans une ZdC ennemie": 2460 is a city out of any enemy ZOC but out
# of supply (the map's supply column: none): refused, nothing written. Without
# a supply column the line is traced as the supply order traces it: this state
# has no beach or other source, so 2662 is refused too.
cmd: resolve tests/golden/data/s43-reorg.csv reorganize pair=us-inf-c,us-inf-d hex=2460 -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-reorg.csv reorganize pair=us-inf-c,us-inf-d hex=2662 -o $TMP/b.csv >/dev/null && grep -q '^unit,us-inf-c,.*,2662,' $TMP/b.csv
sh: sed 's/^@hex,hex,levels,terrain,supply$/@hex,hex,levels,terrain,x/' tests/golden/data/s43-reorg.csv >$TMP/t.csv && $UMPIRE resolve $TMP/t.csv reorganize pair=us-inf-c,us-inf-d hex=2662 -o $TMP/c.csv 2>&1 | grep -qxF 'umpire: reorganize: the city 2662 is not in supply for us-inf-c (§14.23, §7)'
--- stdout
--- stderr
umpire: reorganize: the city 2460 is not in supply for us-inf-c (§14.23, §7)
