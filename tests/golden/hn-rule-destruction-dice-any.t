# A34, destruction-dice=any: a 4 and a 5 place one marker, not two.
cmd: resolve tests/golden/data/hn-engineer.csv destruction unit=piat at=D2 --dice 4,5 --rule destruction-dice=any -o $TMP/s.csv
status: 0
sh: ! grep -q "^marker,x2," $TMP/s.csv
--- stdout
Ruling destruction-dice=any applies (the default is per-die) (Recap p.08; A34).
piat rolls 2d6 = 4+5 = 9: 2 of 4+: 1 Destruction marker on D2 (Recap p.08; ruling destruction-dice).
--- stderr
