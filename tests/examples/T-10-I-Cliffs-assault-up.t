# T-10 (§I-Cliffs L120-L122, §I-Bluffs L136-L137): infantry on the littoral
# close-assaults German infantry (2 figures) on the cliff: 3 - 1 = 2 dice; infantry
# and grenade (faces 1, 4): 2 hits, eliminated. Taking ground from a littoral onto
# a cliff is refused before any die is rolled. From the beach onto a bluff: 2 dice
# too, and take ground is allowed. Artillery at range 2 has no cliff penalty: 3
# dice.
cmd: resolve tests/examples/data/m44-cliffs.csv assault from=0620 to=0619 --dice 1,4 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-inf-1,axis,DE,infantry,,0," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-cliffs.csv assault from=0620 to=0619 take=yes --dice 1,4 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may not take ground between a littoral hex and a cliff"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-cliffs.csv assault from=0920 to=0919 take=yes --dice 1,4 | grep -q "^unit,gb-inf-2,allies,GB,infantry,0919,4,,,,,battled;took_ground,"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-cliffs.csv assault from=0920 to=0919 | grep -q "(de-inf-2: 2 dice)"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-cliffs.csv fire from=0419 to=0619 | grep -q "(de-inf-1: 3 dice)"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 (infantry, 4 figures) in 0620 close-assaults de-inf-1 (infantry) in 0619 at range 1 (B-9).
infantry dice at range 1: 3 (units table).
Terrain: cliff of the target hex: -1 (attacking up, §I-Cliffs L122, §I-Bluffs L137) (B-10).
gb-inf-1 rolls 2 battle dice against de-inf-1: infantry, grenade (B-1).
de-inf-1 loses 2 figures to 2 hits (B-2).
de-inf-1 in 0619 is eliminated: 1 medal to the allies (B-15).
--- stderr
