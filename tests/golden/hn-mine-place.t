# §3.2 minen: place a Mine marker in the unit's ZdC.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=e at=E3 -o $TMP/s.csv
status: 0
sh: grep -q "^marker,m1,mine,E3,de,$" $TMP/s.csv
sh: grep -q "^unit,e,de,rifles,D2,front,activated,mines=2$" $TMP/s.csv
--- stdout
e places a Mine marker on E3, instead of a Move or Fire action: any unit, friend or foe, that crosses or stops there suffers an attack (§3.2 minen).
--- stderr
