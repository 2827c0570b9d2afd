# T-25 (§S-Gold L840): the first Allied unit to leave by a medal exit hex scores 1
# permanent medal; the second unit by the same hex scores none. Without the Omaha
# board, units that leave are out of the game.
cmd: resolve tests/examples/data/m44-exit.csv move unit=gb-inf-1 path=1305 exit=yes -o $TMP/s.csv
status: 0
sh: grep -q "^set,medals.allies,1" $TMP/s.csv && grep -q "^unit,gb-inf-1,allies,GB,infantry,,4," $TMP/s.csv && grep -q "^hex,1305,road,,,,,,,used," $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv move unit=gb-inf-2 path=1305 exit=yes -o $TMP/t.csv && grep -q "^set,medals.allies,1" $TMP/t.csv && grep -q "^unit,gb-inf-2,allies,GB,infantry,,4," $TMP/t.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-exit.csv move unit=gb-inf-2 path=1106 exit=yes 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "is no exit hex"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 moves from 1205 to 1305: 1 hex of 3 (on a road all the way: +1, base game 5.2) (B-8).
gb-inf-1 is the first unit to leave by 1305: 1 permanent medal to the allies; it is out of the game (§S-Gold L840, §S-Utah L972).
--- stderr
