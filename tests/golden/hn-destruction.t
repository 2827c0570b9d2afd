# Recap p.08: 2 Destruction dice (test counter): a 4 and a 2: one Destruction
# marker (ruling destruction-dice=per-die).
cmd: resolve tests/golden/data/hn-engineer.csv destruction unit=piat at=D2 --dice 4,2 -o $TMP/s.csv
status: 0
sh: grep -q "^marker,x1,destruction,D2,cw,$" $TMP/s.csv
--- stdout
piat rolls 2d6 = 4+2 = 6: 1 of 4+: 1 Destruction marker on D2 (Recap p.08; ruling destruction-dice).
--- stderr
