# The alternatives of the rulings the orders read, each against its default:
# destroyer-first-flag=once (A-10): a second attack's flag is not ignored (a retreat
# is asked); destroyer-card-stars=no (A-13): an air attack's star does not hit a
# destroyer; token-hit=flag-blocks (A-9): a flag ignored behind sandbags still stops
# the token; heavy-arty-retreat-loss=1 (A-32); supported-armor-overrun=no (A-34);
# lc-target=unknown (A-5, exit 69); barrage-range=friendly-sight (A-14);
# landed-battle=yes (A-4); recon-barrage-dice=none (A-3); destroyer-move-fire=no
# (A-11); bridge-water=littoral-water (A-19).
cmd: resolve tests/examples/data/m44-destroyer.csv fire from=0608 to=0610 --dice 4,1,6 --rule destroyer-first-flag=once -o $TMP/dd.csv
status: 0
sh: grep -q "^unit,us-dd-1,allies,US,destroyer,0610,1,1,,,,first_flag,$" $TMP/dd.csv && "$UMPIRE" resolve $TMP/dd.csv fire from=0807 to=0610 --dice 6,5 --rule destroyer-first-flag=once | grep -q "^pending,1,allies,retreat,0711|0611,"
sh: "$UMPIRE" resolve $TMP/dd.csv fire from=0807 to=0610 --dice 6,5 | grep -q "^unit,us-dd-1,allies,US,destroyer,0610,1,1,,,,first_flag,$"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-destroyer.csv bombard by=air to=0610 --card "Air Power" --dice 5 | grep -q "^unit,us-dd-1,allies,US,destroyer,0610,1,1,"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-destroyer.csv bombard by=air to=0610 --card "Air Power" --dice 5 --rule destroyer-card-stars=no | grep -q "^unit,us-dd-1,allies,US,destroyer,0610,1,0,"
sh: { sed "s/,0601,4,/,0401,4,/" $ROOT/tests/examples/data/m44-guns.csv; printf '@hex,hex,terrain,obstacle\nhex,0401,countryside,sandbag\n'; } > $TMP/sb.csv && "$UMPIRE" resolve $TMP/sb.csv bombard from=0101 to=0401 --dice 4,6 | grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,0401,,battled,$"
sh: "$UMPIRE" resolve $TMP/sb.csv bombard from=0101 to=0401 --dice 4,6 --rule token-hit=flag-blocks | grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled,$"
sh: sed "s/heavy_artillery,0604,/heavy_artillery,0601,/; s/infantry,0605,/infantry,0602,/" $ROOT/tests/examples/data/m44-hart.csv > $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv assault from=0602 to=0601 --dice 6,5,5 | grep -q "^set,medals.allies,2$" && "$UMPIRE" resolve $TMP/h.csv assault from=0602 to=0601 --dice 6,5,5 --rule heavy-arty-retreat-loss=1 | grep -q "^set,medals.allies,1$"
sh: sed "s/^unit,gb-arm-1,allies,GB,armor,0605,3,/unit,gb-arm-1,allies,GB,supported_armor,0605,4,1/" $ROOT/tests/golden/data/m44-overrun.csv > $TMP/sa.csv && "$UMPIRE" resolve $TMP/sa.csv assault from=0605 to=0604 take=yes --dice 4,5,5 -o $TMP/sb2.csv && "$UMPIRE" odds $TMP/sb2.csv assault from=0604 to=0603 >/dev/null && "$UMPIRE" odds $TMP/sb2.csv assault from=0604 to=0603 --rule supported-armor-overrun=no 2>&1 | grep -q "has battled this turn"
sh: { grep -v "^unit,gb-inf-9" $ROOT/tests/examples/data/m44-lc.csv | sed "s/,gb-inf-9$/,/; s/^set,active,allies/set,active,axis/"; } > $TMP/lc.csv && echo "unit,de-art-1,axis,DE,artillery,0620,2,,,,,," > $TMP/u.txt && awk -v u="$(cat $TMP/u.txt)" '{print} /^unit,gb-lc-1/{print u}' $TMP/lc.csv > $TMP/lc2.csv && { "$UMPIRE" odds $TMP/lc2.csv fire from=0620 to=0622 2>/dev/null; test $? = 1; } && { "$UMPIRE" odds $TMP/lc2.csv fire from=0620 to=0622 --rule lc-target=unknown 2>/dev/null; test $? = 69; }
sh: { cat $ROOT/tests/examples/data/m44-barrage.csv; printf 'hex,0507,forest,,,,,,,,,\nhex,0607,forest,,,,,,,,,\nhex,0707,forest,,,,,,,,,\n'; } > $TMP/br.csv && "$UMPIRE" odds $TMP/br.csv bombard by=barrage to=0605 --card "Recon 1 Centre" >/dev/null && "$UMPIRE" odds $TMP/br.csv bombard by=barrage to=0605 --card "Recon 1 Centre" --rule barrage-range=friendly-sight 2>&1 | grep -q "no friendly unit sees de-arm-1"
sh: sed "s/,on_lc,/,,/" $ROOT/tests/examples/data/m44-lc.csv > $TMP/l0.csv && "$UMPIRE" resolve $TMP/l0.csv land unit=gb-lc-1 path=0621,0620 -o $TMP/l1.csv && awk '{print} /^unit,gb-lc-1/{print "unit,de-inf-1,axis,DE,infantry,0618,4,,,,,,"}' $TMP/l1.csv > $TMP/l2.csv && { "$UMPIRE" odds $TMP/l2.csv fire from=0620 to=0618 2>/dev/null; test $? = 1; } && "$UMPIRE" odds $TMP/l2.csv fire from=0620 to=0618 --rule landed-battle=yes | grep -q "(de-inf-1: 2 dice)"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-barrage.csv reinforce recon1=barrage --rule recon-barrage-dice=none --dice 6,6,6,6,6,6 | grep -q "^set,flag_moves.allies,6$"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-dd-move.csv move unit=us-dd-1 path=0621 -o $TMP/d.csv && "$UMPIRE" odds $TMP/d.csv bombard from=0621 to=0613 >/dev/null && "$UMPIRE" odds $TMP/d.csv bombard from=0621 to=0613 --rule destroyer-move-fire=no 2>&1 | grep -q "moved 1 hexes this turn"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-bridge-littoral.csv move unit=us-inf-1 path=0619 >/dev/null && "$UMPIRE" resolve $ROOT/tests/golden/data/m44-bridge-littoral.csv move unit=us-inf-1 path=0619 --rule bridge-water=littoral-water 2>&1 | grep -q "counts as water"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Ruling destroyer-first-flag=once applies (the default is per-attack) (§III-Destroyer L370; A-10).
de-art-1 (artillery, 2 figures) in 0608 fires at us-dd-1 (destroyer) in 0610 at range 2 (B-9, §6.2).
artillery dice at range 2: 3 (units table).
de-art-1 rolls 3 battle dice against us-dd-1: grenade, infantry, flag (B-1).
us-dd-1 ignores 1 flag (§III-Destroyer L370; ruling destroyer-first-flag).
us-dd-1 takes 1 hit (grenades only): 1 battle star (§III-Destroyer L368).
--- stderr
