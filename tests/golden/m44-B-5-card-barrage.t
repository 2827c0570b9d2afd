# Barrage (B-5; cards table; the seed's "Tir de barrage"): any 1 enemy unit, 4 dice,
# terrain ignored, flags not ignored; symbol and grenade hit, and in the
# Breakthrough version stars too. Against infantry: Breakthrough P(hit) = 2/3 per
# die, expected figures lost 8/3; standard P(hit) = 1/2, expected 2. It orders no
# unit; refused when not in hand, and a second barrage in the turn.
cmd: odds tests/golden/data/m44-cards.csv bombard by=barrage to=0607 --card Barrage
status: 0
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-cards-std.csv bombard by=barrage to=0607 --card Barrage | grep -q "expected figures lost by the target(s): 2 = 2.0000"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv bombard by=barrage to=0607 --card Barrage --dice 1,2,3,4 -o $TMP/b.csv 2>/dev/null && grep -q "^unit,de-inf-1,axis,DE,infantry,0607,1," $TMP/b.csv && out=$("$UMPIRE" resolve $TMP/b.csv bombard by=barrage to=0906 --dice 1,2,3,4 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "barrage already"
sh: out=$(sed 's/,Barrage,1,hand.allies$/,Barrage,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - bombard by=barrage to=0607 --card Barrage --dice 1,1,1,1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Barrage"
--- stdout
odds of: bombard by=barrage to=0607
(de-inf-1: 4 dice)

p       percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/1296   0.077%  .                     0     0     0      0        no          no     0       
1/324    0.309%  .                     0     0     1      1        no          no     0       
1/216    0.463%  .                     0     0     2      2        no          no     0       
1/324    0.309%  .                     0     0     3      3        no          no     0       
1/1296   0.077%  .                     0     0     4      4        no          no     0       
1/81     1.235%  .                     1     1     0      0        no          no     0       
1/27     3.704%  #                     1     1     1      1        no          no     0       
1/27     3.704%  #                     1     1     2      2        no          no     0       
1/81     1.235%  .                     1     1     3      3        no          no     0       
2/27     7.407%  #                     2     2     0      0        no          no     0       
4/27    14.815%  ###                   2     2     1      1        no          no     0       
2/27     7.407%  #                     2     2     2      2        no          no     0       
16/81   19.753%  ####                  3     3     0      0        no          no     0       
16/81   19.753%  ####                  3     3     1      1        no          no     0       
16/81   19.753%  ####                  4     4     0      0        yes         no     0       

expected figures lost by the target(s): 8/3 = 2.6667
(15 outcomes, 336 runs of the rules)
--- stderr
