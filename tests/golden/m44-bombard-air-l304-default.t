# Air superiority in the D-Day scenarios (§II-AirSup L304: "Les Allies ont la
# superiorite aerienne dans tous les scenarios du Jour J"): a state naming its
# scenario but no set,air_superiority gives it to the Allies, so their air attack
# on one hex rolls 2 dice (L300). Stars hit: P(2 lost) = (4/6)^2 = 4/9. Without a
# scenario either, or with an explicit set,air_superiority,none (which the default
# does not override), the Air Power card's own dice apply (B-5, cards table): the
# Breakthrough card, the deck by default, 2 per hex for either side; the standard
# card 2 for the Allies, 1 for the Axis.
cmd: odds tests/golden/data/m44-air-scenario.csv bombard by=air to=0617 --card "Air Power"
status: 0
sh: sed '/^set,air_superiority/d; /^set,scenario/d' $ROOT/fixtures/memoir44/sword-beach.csv > $TMP/n2.csv; "$UMPIRE" odds $TMP/n2.csv bombard by=air to=0617 --card "Air Power" | grep -q "(de-inf-1: 2 dice)"
sh: sed 's/^set,air_superiority,allies/set,air_superiority,none/' $ROOT/fixtures/memoir44/sword-beach.csv > $TMP/n3.csv; "$UMPIRE" resolve $TMP/n3.csv bombard by=air to=0617 --card "Air Power" --dice 1,5 2>&1 >/dev/null | grep -q "as the card says"
sh: sed 's/^set,air_superiority,allies/set,air_superiority,none/; s/^set,active,allies/set,active,axis/' $ROOT/fixtures/memoir44/sword-beach.csv > $TMP/n5.csv; printf 'set,deck,standard\n' >> $TMP/n5.csv; "$UMPIRE" odds $TMP/n5.csv bombard by=air to=0619 --card "Air Power" | grep -q "(gb-inf-1: 1 die)"

sh: sed '/^set,air_superiority/d' $ROOT/fixtures/memoir44/sword-beach.csv > $TMP/n4.csv; "$UMPIRE" resolve $TMP/n4.csv bombard by=air to=0617 --card "Air Power" --dice 1,5 | grep -q "^unit,de-inf-1,axis,DE,infantry,0617,2,"
--- stdout
odds of: bombard by=air to=0617
(de-inf-1: 2 dice)

p     percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/36   2.778%  #                     0     0     0      0        no          no     0       
1/18   5.556%  #                     0     0     1      1        no          no     0       
1/36   2.778%  #                     0     0     2      2        no          no     0       
2/9   22.222%  ####                  1     1     0      0        no          no     0       
2/9   22.222%  ####                  1     1     1      1        no          no     0       
4/9   44.444%  #########             2     2     0      0        no          no     0       

expected figures lost by the target(s): 4/3 = 1.3333
(6 outcomes, 36 runs of the rules)
--- stderr
