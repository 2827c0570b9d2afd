# §1.1.1.3 « hors ZdC ennemie », §3 « Sauf exception citée sur le tableau des terrains,
# toute unité [...] exerce une ZdC » (seed L821-825): de-352-914, in bocage, which this
# TET frees of enemy ZOC, may rest; de-352-915, in clear terrain next to the same
# Americans, may not. umpire refused the first: rest checked the ZOC without the TET.
cmd: resolve tests/golden/data/n44-zoc-rest.csv rest unit=de-352-914 --tables tests/golden/data/n44-zoc-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-352-914,german,de,infantry,352,2,3,3/2/1,1,6,2,0714,0,0,rest$" $TMP/s.csv
sh: ! $UMPIRE resolve tests/golden/data/n44-zoc-rest.csv rest unit=de-352-915 --tables tests/golden/data/n44-zoc-tables -o $TMP/x.csv 2>$TMP/err && test ! -e $TMP/x.csv && grep -q "de-352-915 is in an enemy ZOC: no rest" $TMP/err
--- stdout
de-352-914 is put at rest (Repos marker): it neither moves nor attacks this turn (§1.1.1.3).
--- stderr
