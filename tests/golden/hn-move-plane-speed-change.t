# Sc-A: p4's Speed marker 2 may become 4 (test speeds); a wing over the jeep
# on F10 destroys it; its aviator goes next to the wreck, Inactive, Suppressed.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p4 speed=4 path=D11,E11,F11 aviators=E12 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,pilot4,de,pilot,E12,front,suppressed;inactive,$" $TMP/s.csv
sh: grep -q "^marker,w1,wreck,F11,,unit=p4$" $TMP/s.csv
--- stdout
p4 changes its Speed marker from 2 to 4 (Sc-A).
p4 crashes on F11: a wing over F10 overlaps vehicle jeep (Sc-A).
p4 is destroyed: its wreck stays on the board (core 3.2.3).
pilot4 goes to E12 on its Inactive face, Suppressed (a forced move) (Sc-A aviateur).
--- stderr
