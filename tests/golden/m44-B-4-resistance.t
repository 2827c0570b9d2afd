# French Resistance (Nations 1; base game, not in seed; digest B-4, BGA
# FrenchResistance.php): 3 figures, infantry dice; it may battle the turn it
# enters a forest (ordinary infantry may not); it may retreat 1 to 3 hexes per
# flag (the owner chooses: retreat=HEX or a pending decision offering them all).
# Deployed as a reinforcement it has 3 figures (the BUGS entry of the earlier page:
# it was built as 4-figure infantry).
cmd: resolve tests/golden/data/m44-b4-axis.csv fire from=0807 to=0809 --dice 6,3 retreat=0812 -o $TMP/r.csv
status: 0
sh: grep -q "^unit,fr-res,allies,FR,resistance,0812,3," $TMP/r.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-axis.csv fire from=0807 to=0809 --dice 6,3 retreat=0813 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "cannot end its 1-hex retreat (up to 3"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv move unit=fr-res path=0809 -o $TMP/m.csv 2>/dev/null && "$UMPIRE" resolve $TMP/m.csv fire from=0809 to=0807 --dice 1,2 -o $TMP/f.csv >/dev/null 2>&1 && grep -q "^unit,de-inf-2,axis,DE,infantry,0807,2," $TMP/f.csv
sh: sed 's/FR,resistance,0810,3/FR,infantry,0810,4/' $ROOT/tests/golden/data/m44-b4-allies.csv > $TMP/i.csv && "$UMPIRE" resolve $TMP/i.csv move unit=fr-res path=0809 -o $TMP/mi.csv 2>/dev/null && out=$("$UMPIRE" resolve $TMP/mi.csv fire from=0809 to=0807 --dice 1,2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may not battle"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=fr-res-9 type=resistance via=forest hex=1010 2>/dev/null | grep -q "^unit,fr-res-9,allies,,resistance,1010,3,"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-inf-2 (infantry, 4 figures) in 0807 fires at fr-res (resistance) in 0809 at range 2 (B-9, §6.2).
infantry dice at range 2: 2 (units table).
de-inf-2 rolls 2 battle dice against fr-res: flag, armor (B-1).
fr-res retreats 3 hexes from 0809 to 0812 (B-11; B-4 (Resistance: 1 to 3 hexes per flag)).
