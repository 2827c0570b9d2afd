# Sc-A aviateur: pilot1 leaves p1, starting its move on its Inactive face.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=pilot1 leave=yes path=D4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,pilot1,de,pilot,D4,front,activated;inactive,$" $TMP/s.csv
--- stdout
pilot1 leaves p1, turning to its Inactive face (Sc-A aviateur).
pilot1 moves to D4 (core 3.2.1).
--- stderr
