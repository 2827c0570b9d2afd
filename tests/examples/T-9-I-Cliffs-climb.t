# T-9 (§I-Cliffs L116-L120): British infantry on the littoral climbs the cliff: 2
# hexes of its 2, legal, and it may not battle this turn (more than its
# move-and-battle allowance of 1). Armor on the littoral may not climb; no unit may
# go from an ocean hex onto the cliff.
cmd: resolve tests/examples/data/m44-climb.csv move unit=gb-inf-1 path=0619 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,gb-inf-1,allies,GB,infantry,0619,4,,,,2,moved," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv fire from=0619 to=0617 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "moved 2 hexes this turn"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-climb.csv move unit=gb-arm-1 path=0619 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "armor and artillery may not climb"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-climb.csv move unit=gb-inf-3 path=0619 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "between an ocean hex and a cliff"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 moves from 0620 to 0619: 2 hexes of 2 (B-8).
Climbing or descending a cliff or bluff costs the infantry 2 hexes: more than it may move and still battle, so it may not battle this turn (§I-Cliffs L116-L120, §I-Bluffs L136).
--- stderr
