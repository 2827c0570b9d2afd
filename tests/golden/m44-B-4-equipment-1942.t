# 1942 equipment on commandos and paratroopers (Materiel 4-7; seed L692 "Si une
# unite de commandos ne se deplace pas avant de combattre, elle peut utiliser le
# Materiel"; digest B-4 late war, V-6, BGA MortarLateWar.php, AntiTankLateWar.php,
# MachineGunLateWar.php): a mortar that did not move rolls 3-2-1-1 with no line of
# sight and no terrain (range 4: 1 die, where infantry cannot reach); the same
# mortar after moving battles as its elite unit (range 4 refused, unless ruling
# equipment-choice=always); a machine gun's stars hit infantry, an anti-tank
# weapon's stars hit armor; an equipped unit never takes ground.
cmd: odds tests/golden/data/m44-b4-allies.csv fire from=0210 to=0206
status: 0
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0410 to=0406 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-sf-2 cannot battle at range 4"
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0410 to=0406 --rule equipment-choice=always | grep -q "(de-inf-7: 1 die)"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0610 to=0608 --dice 5,5 -o $TMP/mg.csv >/dev/null 2>&1 && grep -q "^unit,de-inf-8,axis,DE,infantry,0608,2," $TMP/mg.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=1010 to=1008 --dice 5,5 -o $TMP/at.csv >/dev/null 2>&1 && grep -q "^unit,de-arm-9,axis,DE,armor,1008,1," $TMP/at.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0210 to=0206 --dice 5 -o $TMP/m.csv >/dev/null 2>&1 && grep -q "^unit,de-inf-6,axis,DE,infantry,0206,4," $TMP/m.csv
sh: sed 's/de-inf-8,axis,DE,infantry,0608/de-inf-8,axis,DE,infantry,0609/' $ROOT/tests/golden/data/m44-b4-allies.csv > $TMP/adj.csv && out=$("$UMPIRE" resolve $TMP/adj.csv assault from=0610 to=0609 take=yes --dice 1,1,1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "carries 1942 equipment and does not take ground"
--- stdout
odds of: fire from=0210 to=0206
(de-inf-6: 1 die)

p    percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/3  33.333%  #######               0     0     0      0        no          no     0       
1/6  16.667%  ###                   0     0     1      1        no          no     0       
1/2  50.000%  ##########            1     1     0      0        no          no     0       

expected figures lost by the target(s): 1/2 = 0.5000
(3 outcomes, 6 runs of the rules)
