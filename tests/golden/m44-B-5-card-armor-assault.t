# Armor Assault (B-5; cards table): 4 armor units; in close assault they roll 1 more
# die (BGA ArmorAssault.php: at range 1 only). The armor in 0508 close-assaults the
# infantry in 0607: 3 + 1 = 4 dice, P(no hit) = (1/2)^4 = 1/16. Refused: an
# infantry unit (the side commands armor), the card not in hand.
cmd: odds tests/golden/data/m44-cards.csv assault from=0508 to=0607 --card "Armor Assault"
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv assault from=0508 to=0607 --card "Armor Assault" --dice 5,5,5,5 2>&1 >/dev/null | grep -q "Armor Assault: armor in close assault rolls 1 more die: +1 die"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv assault from=0608 to=0607 --card "Armor Assault" --dice 5,5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not order units of its type"
sh: out=$(sed 's/,Armor Assault,1,hand.allies$/,Armor Assault,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Armor Assault" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Armor Assault"
--- stdout
odds of: assault from=0508 to=0607
(de-inf-1: 4 dice)

p       percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/81     1.235%  .                     0     0     0      0        no          no     0       
2/81     2.469%  .                     0     0     1      1        no          no     0       
1/54     1.852%  .                     0     0     2      2        no          no     0       
1/162    0.617%  .                     0     0     3      3        no          no     0       
1/1296   0.077%  .                     0     0     4      4        no          no     0       
2/27     7.407%  #                     1     1     0      0        no          no     0       
1/9     11.111%  ##                    1     1     1      1        no          no     0       
1/18     5.556%  #                     1     1     2      2        no          no     0       
1/108    0.926%  .                     1     1     3      3        no          no     0       
1/6     16.667%  ###                   2     2     0      0        no          no     0       
1/6     16.667%  ###                   2     2     1      1        no          no     0       
1/24     4.167%  #                     2     2     2      2        no          no     0       
1/6     16.667%  ###                   3     3     0      0        no          no     0       
1/12     8.333%  ##                    3     3     1      1        no          no     0       
1/16     6.250%  #                     4     4     0      0        yes         no     0       

expected figures lost by the target(s): 2 = 2.0000
(15 outcomes, 336 runs of the rules)
--- stderr
