# A15, trench-zoc=ignore: u's ZdC in the trench reaches D2 outside.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=u at=D2 --rule trench-zoc=ignore -o $TMP/s.csv
status: 0
sh: grep -q "^marker,m1,mine,D2,cw,$" $TMP/s.csv
--- stdout
Ruling trench-zoc=ignore applies (the default is literal) (§1.4 zdc et tranchée; A15).
u places a Mine marker on D2, instead of a Move or Fire action: any unit, friend or foe, that crosses or stops there suffers an attack (§3.2 minen).
--- stderr
