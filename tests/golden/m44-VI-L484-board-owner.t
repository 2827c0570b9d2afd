# A unit crossing to another board is played by the player who ordered it until
# the end of the turn, then passes to the new board's player (§VI-Single L484:
# "le joueur qui l'a activee la joue jusqu'a la fin du tour, puis elle passe sous
# le controle de son nouveau proprietaire"). The unit column board records who
# ordered it: after crossing, gb-arm-1 still battles under board 1's Armor Assault
# (4 dice in close assault); read as board 2's unit it would have 3. At the end of
# the turn the column is cleared and the log says the unit changed hands.
cmd: resolve tests/golden/data/m44-two-boards-card.csv move unit=gb-arm-1 path=1303,1403 -o $TMP/m.csv
status: 0
sh: grep -q "^unit,gb-arm-1,allies,GB,armor,1403,3,,,,2,moved,,card,1$" $TMP/m.csv
sh: "$UMPIRE" odds $TMP/m.csv assault from=1403 to=1503 | grep -q "(de-inf-1: 4 dice)"
sh: sed 's/,card,1$/,card,/' $TMP/m.csv > $TMP/b2.csv && "$UMPIRE" odds $TMP/b2.csv assault from=1403 to=1503 --rule sequence=off 2>&1 | grep -q "(de-inf-1: 3 dice)"
sh: sed 's/^set,active,allies$/set,active,allies\nset,phase,draw/' $TMP/m.csv > $TMP/d.csv && "$UMPIRE" resolve $TMP/d.csv turn -o $TMP/e.csv | grep -q "gb-arm-1 crossed to board 2: it passes to that board's player (§VI-Single L484)" && grep -q "^unit,gb-arm-1,allies,GB,armor,1403,3,,,,,,,,$" $TMP/e.csv
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-arm-1 is ordered by Armor Assault (B-5, B-6).
gb-arm-1 moves from 1203 to 1403: 2 hexes of 3 (B-8).
