# Scenario-page defaults (tables/memoir44/scenarios.csv): a state that names its
# scenario and leaves set,offboard / set,bcf out takes them from the scenario page:
# Allied off-board artillery in Sword, Juno, Gold, Omaha, Utah, not in American
# Airborne (§II-OffBoard L316; Sword L702); BCF command rules for the Allies in
# Sword, Juno, Gold only (Sword L688). A written row wins (set,offboard,none).
cmd: resolve tests/examples/data/m44-barrage.csv bombard by=barrage to=0605 retreat=0604 --card "Recon 1 Centre" --dice 3,5,1,6
status: 0
sh: for sc in sword juno gold omaha utah; do sed "/^set,offboard/d; s/^set,seed,barrage/set,scenario,$sc\nset,seed,barrage/" $ROOT/tests/examples/data/m44-barrage.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv bombard by=barrage to=0605 retreat=0604 --card "Recon 1 Centre" --dice 3,5,1,6 | grep -q "^unit,de-arm-1,axis,DE,armor,0604,1," || exit 1; done
sh: sed "/^set,offboard/d; s/^set,seed,barrage/set,scenario,american_airborne\nset,seed,barrage/" $ROOT/tests/examples/data/m44-barrage.csv > $TMP/aa.csv; out=$("$UMPIRE" resolve $TMP/aa.csv bombard by=barrage to=0605 --card "Recon 1 Centre" --dice 3,5,1,6 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "no off-board artillery"
sh: sed "s/^set,offboard,allies/set,offboard,none/; s/^set,seed,barrage/set,scenario,sword\nset,seed,barrage/" $ROOT/tests/examples/data/m44-barrage.csv > $TMP/none.csv; "$UMPIRE" resolve $TMP/none.csv bombard by=barrage to=0605 --card "Recon 1 Centre" --dice 3,5,1,6 >/dev/null 2>&1; test $? = 1
sh: for sc in sword juno gold; do sed "/^set,bcf/d; s/^set,seed,bcf/set,scenario,$sc\nset,seed,bcf/" $ROOT/tests/golden/data/m44-bcf.csv > $TMP/c.csv && "$UMPIRE" odds $TMP/c.csv assault from=0604 to=0605 | grep -qxF "(gb-inf-1: 3 dice; BCF battle back possible)" || exit 1; done
sh: for sc in omaha utah american_airborne; do sed "/^set,bcf/d; s/^set,seed,bcf/set,scenario,$sc\nset,seed,bcf/" $ROOT/tests/golden/data/m44-bcf.csv > $TMP/c.csv && "$UMPIRE" odds $TMP/c.csv assault from=0604 to=0605 | grep -qxF "(gb-inf-1: 3 dice)" || exit 1; done
--- stdout
umpire-state,1,memoir44
# Allied off-board barrage (a Recon 1 played as Barrage) on German armor in a
# village behind sandbags (digest T-8). Sword: the Allies have off-board artillery.
set,active,allies
set,card.allies,Recon Centre
set,draws,0
set,hand.allies,6
set,offboard,allies
set,seed,barrage
set,used.allies,barrage
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-arm-1,axis,DE,armor,0604,1,,,,,,
unit,gb-inf-1,allies,GB,infantry,0609,4,,,,,,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal
hex,0605,village,,,,centre,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
A Recon 1 played as an off-board barrage on de-arm-1: 4 dice, terrain ignored; symbol, grenade and star hit; flags may not be ignored (§II-OffBoard L318).
Allied off-board barrage rolls 4 battle dice against de-arm-1: armor, star, infantry, flag (B-1).
de-arm-1 loses 2 figures to 2 hits (B-2).
de-arm-1 retreats 1 hex from 0605 to 0604 (B-11).
The sandbag in 0605 goes with the unit that left the hex: removed (base game 5.2, not in seed; BGA Sandbag.php).
The allies play Recon Centre (B-7).
