# Close Assault (B-5; cards table): every infantry and armor unit next to an enemy
# unit; 1 more die (not in an overrun, BGA CloseAssault.php); no move before the
# battle; take ground and overrun allowed. The infantry in 0608 close-assaults
# 0607 with 3 + 1 = 4 dice. Refused: a unit not next to an enemy, a move, a ranged
# battle, the card not in hand.
cmd: odds tests/golden/data/m44-cards.csv assault from=0608 to=0607 --card "Close Assault"
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv assault from=0608 to=0607 --card "Close Assault" --dice 5,5,5,5 2>&1 >/dev/null | grep -q "Close Assault: units battle with 1 more die"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv fire from=0208 to=0206 --card "Close Assault" --dice 5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "orders units next to an enemy unit"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv play --card "Close Assault" -o $TMP/p.csv 2>/dev/null && "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2,gb-arm-2 -o $TMP/o.csv 2>/dev/null && out=$("$UMPIRE" resolve $TMP/o.csv move unit=gb-inf-2 path=0708 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "units may not move before they battle"
sh: out=$(sed 's/,Close Assault,1,hand.allies$/,Close Assault,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Close Assault" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Close Assault"
--- stdout
odds of: assault from=0608 to=0607
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
