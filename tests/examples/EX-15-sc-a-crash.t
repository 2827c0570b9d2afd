# EX-15 (Sc-A): at any moment of its move a wing over a vehicle's counter (or a
# building's red line) destroys the airplane; its aviator goes next to the
# wreck on its Inactive face, Suppressed (a forced move).
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p4 speed=4 path=D11,E11,F11 aviators=E12 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,p4,de,airplane,dead," $TMP/s.csv
sh: grep -q "^unit,pilot4,de,pilot,E12,front,suppressed;inactive,$" $TMP/s.csv
--- stdout
p4 changes its Speed marker from 2 to 4 (Sc-A).
p4 crashes on F11: a wing over F10 overlaps vehicle jeep (Sc-A).
p4 is destroyed: its wreck stays on the board (core 3.2.3).
pilot4 goes to E12 on its Inactive face, Suppressed (a forced move) (Sc-A aviateur).
--- stderr
