# Armor Overrun (B-12, base game, not in seed): British armor eliminates the
# 1-figure unit (grenade: faces 4, 5, 5), takes ground in 0604 and may battle once
# more (here a close assault on 0603); a third battle is refused. Without taking
# ground it may not battle again.
cmd: resolve tests/golden/data/m44-overrun.csv assault from=0605 to=0604 take=yes --dice 4,5,5 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,gb-arm-1,allies,GB,armor,0604,3,,,,,battled;took_ground,$" $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0603 --dice 5,5,5 -o $TMP/t.csv && grep -q "^unit,gb-arm-1,allies,GB,armor,0604,3,,,,,battled;took_ground;again,$" $TMP/t.csv
sh: out=$("$UMPIRE" resolve $TMP/t.csv assault from=0604 to=0703 --dice 5,5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has battled this turn"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-overrun.csv assault from=0605 to=0604 --dice 4,5,5 -o $TMP/u.csv && "$UMPIRE" resolve $TMP/u.csv fire from=0605 to=0603 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has battled this turn"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-arm-1 (armor, 3 figures) in 0605 close-assaults de-inf-1 (infantry) in 0604 at range 1 (B-9).
armor dice at range 1: 3 (units table).
gb-arm-1 rolls 3 battle dice against de-inf-1: grenade, star, star (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
de-inf-1 in 0604 is eliminated: 1 medal to the allies (B-15).
gb-arm-1 takes ground in 0604; it may battle again (Armor Overrun) (B-12).
--- stderr
