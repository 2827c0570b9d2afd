# Sandbags (base game 5.2, not in seed; BGA Sandbag.php) go with the unit behind
# them: removed when it is eliminated (gb-inf-1 rolls 2 dice, sandbags -1: a
# grenade, face 4, and a star), when it retreats (gb-inf-2: a flag not ignored,
# face 6, and a star), or when it moves away (de-inf-3). Issue 12: they stayed,
# and protected the next unit to come in.
cmd: resolve tests/golden/data/m44-sandbag.csv assault from=0605 to=0604 --dice 4,5 -o $TMP/s.csv
status: 0
sh: grep -q "^hex,0604,countryside,,,,,,,,,$" $TMP/s.csv && grep -q "^hex,0804,countryside,sandbag" $TMP/s.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-sandbag.csv assault from=0805 to=0804 ignore=no retreat=0803 --dice 6,5 -o $TMP/t.csv && grep -q "^hex,0804,countryside,,,,,,,,,$" $TMP/t.csv && grep -q "^unit,de-inf-2,axis,DE,infantry,0803,4," $TMP/t.csv
sh: sed 's/^set,active,allies$/set,active,axis/' $ROOT/tests/golden/data/m44-sandbag.csv >$TMP/a.csv && "$UMPIRE" resolve $TMP/a.csv move unit=de-inf-3 path=1003 -o $TMP/u.csv && grep -q "^hex,1004,countryside,,,,,,,,,$" $TMP/u.csv
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 (infantry, 4 figures) in 0605 close-assaults de-inf-1 (infantry) in 0604 at range 1 (B-9).
infantry dice at range 1: 3 (units table).
Terrain: sandbag of the target hex: -1 (terrain table, base game 5.2, not in seed) (B-10).
gb-inf-1 rolls 2 battle dice against de-inf-1: grenade, star (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
de-inf-1 in 0604 is eliminated: 1 medal to the allies (B-15).
The sandbag in 0604 goes with the unit that left the hex: removed (base game 5.2, not in seed; BGA Sandbag.php).
