# Firefight (B-5; cards table): 4 units not next to an enemy unit open fire with 1
# more die and may not move. The infantry in 0208 fires at 0206, range 2: 2 + 1 = 3
# dice. Refused: a unit next to an enemy, a move, the card not in hand.
cmd: odds tests/golden/data/m44-cards.csv fire from=0208 to=0206 --card Firefight
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv fire from=0208 to=0206 --card Firefight --dice 5,5,5 2>&1 >/dev/null | grep -q "Firefight: firefighting units roll 1 more die: +1 die"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv assault from=0608 to=0607 --card Firefight --dice 5,5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "orders units that are not next to an enemy unit"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv move unit=gb-inf-1 path=0207 --card Firefight 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "units in a firefight may not move"
sh: out=$(sed 's/,Firefight,1,hand.allies$/,Firefight,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card Firefight 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Firefight"
--- stdout
odds of: fire from=0208 to=0206
(de-inf-2: 3 dice)

p      percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/27    3.704%  #                     0     0     0      0        no          no     0       
1/18    5.556%  #                     0     0     1      1        no          no     0       
1/36    2.778%  #                     0     0     2      2        no          no     0       
1/216   0.463%  .                     0     0     3      3        no          no     0       
1/6    16.667%  ###                   1     1     0      0        no          no     0       
1/6    16.667%  ###                   1     1     1      1        no          no     0       
1/24    4.167%  #                     1     1     2      2        no          no     0       
1/4    25.000%  #####                 2     2     0      0        no          no     0       
1/8    12.500%  ###                   2     2     1      1        no          no     0       
1/8    12.500%  ###                   3     3     0      0        no          no     0       

expected figures lost by the target(s): 3/2 = 1.5000
(10 outcomes, 126 runs of the rules)
--- stderr
