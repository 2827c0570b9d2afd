# EX-11 (§1.4 zdc et tranchée): u's ZdC in the trench reaches D3, a square of
# the same element: it may place its Mine there.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=u at=D3 -o $TMP/s.csv
status: 0
sh: grep -q "^marker,m1,mine,D3,cw,$" $TMP/s.csv
--- stdout
u places a Mine marker on D3, instead of a Move or Fire action: any unit, friend or foe, that crosses or stops there suffers an attack (§3.2 minen).
--- stderr
