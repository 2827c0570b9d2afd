# EX-15 (Sc-A): p1 speeding up to 6 and going 5 squares east meets the building
# on H4 with its wing: destroyed.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 speed=6 path=D5,E5,F5,G5,H5 aviators=H6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,pilot1,de,pilot,H6,front,suppressed;inactive,$" $TMP/s.csv
--- stdout
p1 changes its Speed marker from 4 to 6 (Sc-A).
p1 crashes on H5: a wing over H4 overlaps a building's red line (Sc-A).
p1 is destroyed: its wreck stays on the board (core 3.2.3).
pilot1 goes to H6 on its Inactive face, Suppressed (a forced move) (Sc-A aviateur).
--- stderr
