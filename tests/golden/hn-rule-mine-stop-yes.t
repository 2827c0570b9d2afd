# mine-stop=yes: it stops on C5.
cmd: resolve tests/golden/data/hn-move.csv move unit=mined path=C5,D5 --dice 1 --rule mine-stop=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,mined,cw,rifles,C5,back,activated,$" $TMP/s.csv
--- stdout
Ruling mine-stop=yes applies (the default is no) (§3.2 minen; A23).
mined is on Mine m1: an attack with the marker's value 4 against Defense Value 5 (§3.2 minen).
Mine m1 at mined: 1d6 = 1 + attack 4 = 5 against defense 5: hit (ruling fire-hit >=) (§3.2 minen).
mined loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
Mine m1 is discarded (§3.2 minen).
mined stops on C5 (§3.2 minen; ruling mine-stop).
mined moves to C5 (core 3.2.1).
--- stderr
