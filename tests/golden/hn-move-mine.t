# §3.2 minen: mined steps on Mine m1 (test values 4): 5 + 4 = 9 against 5, a
# Coup Double (test trigger): destroyed; the marker is discarded.
cmd: resolve tests/golden/data/hn-move.csv move unit=mined path=C5,D5 --dice 5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: ! grep -q "^marker,m1," $TMP/s.csv
sh: grep -q "^unit,mined,cw,rifles,dead,back,,$" $TMP/s.csv
--- stdout
mined is on Mine m1: an attack with the marker's value 4 against Defense Value 5 (§3.2 minen).
Mine m1 at mined: 1d6 = 5 + attack 4 = 9 against defense 5: hit (ruling fire-hit >=) (§3.2 minen).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
mined loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
mined is destroyed (core 3.2.3).
Mine m1 is discarded (§3.2 minen).
--- stderr
