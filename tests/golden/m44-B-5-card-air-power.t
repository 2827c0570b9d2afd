# Air Power (B-5; cards table; the seed's "Attaque aerienne", L300): a group of 4 or
# fewer adjacent enemy units, terrain ignored, symbol, grenade and star hit, flags
# not ignored. The dice: 2 per hex for the side with air superiority, 1 for the
# other (L300, over the card's text); without the rule, the card's own: the
# standard card 2 for the Allies and 1 for the Axis, the Breakthrough card 2.
# Here 2 dice on the German infantry: P(no hit) = (1/3)^2 = 1/9, expected figures
# lost 4/3. Refused: 5 hexes, a unit ordered by it, the card not in hand.
cmd: odds tests/golden/data/m44-cards.csv bombard by=air to=0607 --card "Air Power"
status: 0
sh: sed 's/^set,active,allies$/set,active,axis/' $ROOT/tests/golden/data/m44-cards.csv > $TMP/x.csv && "$UMPIRE" odds $TMP/x.csv bombard by=air to=0608,0709 --card "Air Power" | grep -q "(gb-inf-2: 1 die; gb-inf-3: 1 die)"
sh: sed 's/^set,active,allies$/set,active,axis/; s/^set,air_superiority,allies$/set,air_superiority,none/' $ROOT/tests/golden/data/m44-cards-std.csv > $TMP/y.csv && "$UMPIRE" odds $TMP/y.csv bombard by=air to=0608 --card "Air Power" | grep -q "(gb-inf-2: 1 die)"
sh: sed 's/^set,active,allies$/set,active,axis/; s/^set,air_superiority,allies$/set,air_superiority,none/' $ROOT/tests/golden/data/m44-cards.csv > $TMP/z.csv && "$UMPIRE" odds $TMP/z.csv bombard by=air to=0608 --card "Air Power" | grep -q "(gb-inf-2: 2 dice)"
sh: out=$("$UMPIRE" odds $ROOT/tests/golden/data/m44-cards.csv bombard by=air to=0607,0608,0809,0709,0508 --card "Air Power" 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "one hex, or up to 4"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv play --card "Air Power" -o $TMP/p.csv 2>/dev/null && out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "Air Power orders no unit"
sh: out=$(sed 's/,Air Power,1,hand.allies$/,Air Power,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Air Power" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Air Power"
--- stdout
odds of: bombard by=air to=0607
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
