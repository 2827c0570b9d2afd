# end (B-7): after the armor's overrun turn, its markers are cleared, the Axis
# plays, its turn count (set,turn.axis, the number of the side's current turn, as
# OverThrough's dice read it, L506) advancing to 1; the commando's retreat_any
# stays. The state holds no deck: the draw is the players'.
cmd: resolve tests/golden/data/m44-overrun.csv assault from=0605 to=0604 take=yes --dice 4,5,5 -o $TMP/s.csv
status: 0
sh: "$UMPIRE" resolve $TMP/s.csv end -o $TMP/t.csv && grep -q "^unit,gb-arm-1,allies,GB,armor,0604,3,,,,,,$" $TMP/t.csv && grep -q "^set,active,axis$" $TMP/t.csv && grep -q "^set,turn.axis,1$" $TMP/t.csv && ! grep -q "^set,turn.allies" $TMP/t.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-commando.csv end | grep -q "^unit,gb-cdo-1,allies,GB,special_forces,0605,4,,,,,retreat_any,$"
sh: out=$("$UMPIRE" odds $ROOT/tests/golden/data/m44-commando.csv end 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "leaves nothing to chance"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-arm-1 (armor, 3 figures) in 0605 close-assaults de-inf-1 (infantry) in 0604 at range 1 (B-9).
armor dice at range 1: 3 (units table).
gb-arm-1 rolls 3 battle dice against de-inf-1: grenade, star, star (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
de-inf-1 in 0604 is eliminated: 1 medal to the allies (B-15).
gb-arm-1 takes ground in 0604; it may battle again (Armor Overrun) (B-12).
--- stderr
