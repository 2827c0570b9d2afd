# Their Finest Hour (B-5; cards table; the seed's "Action Heroique", rolled before
# the reinforcement roll, L183): 1 die per command card in hand, this one included
# (7); each unit symbol orders a unit of that type, each star one of the player's
# choice; they battle with 1 more die; at the end of the turn the deck and the
# discards are shuffled together. Odds of the roll: each die orders a unit with
# probability 2/3, 14/3 expected. Refused: a unit the roll does not cover, the card
# not in hand.
cmd: odds tests/golden/data/m44-cards-std.csv play --card "Their Finest Hour"
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards-std.csv play --card "Their Finest Hour" --dice 1,1,3,5,4,6,2 -o $TMP/t.csv >/dev/null && grep -q "^set,roll.allies,infantry=3;armor=1;star=1$" $TMP/t.csv
sh: "$UMPIRE" resolve $TMP/t.csv order units=gb-inf-1,gb-inf-2,gb-inf-3,gb-arm-1,gb-art-1 -o $TMP/o.csv >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/o.csv order units=gb-cdo-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "rolled no more symbol of its type nor star"
sh: "$UMPIRE" resolve $TMP/o.csv assault from=0608 to=0607 --dice 5,5,5,5 2>&1 >/dev/null | grep -q "Their Finest Hour: ordered units battle with 1 more die: +1 die"
sh: "$UMPIRE" resolve $TMP/o.csv end --dice 1 2>&1 >/dev/null | grep -q "Their Finest Hour: the 1 discarded card goes back into the draw pile"
sh: out=$(sed 's/,Their Finest Hour,1,hand.allies$/,Their Finest Hour,1,draw/' $ROOT/tests/golden/data/m44-cards-std.csv | "$UMPIRE" resolve - play --card "Their Finest Hour" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Their Finest Hour"
--- stdout
odds of: play
(Their Finest Hour: 7 dice)

p          percent                        infantry  armor  star  units
1/2187      0.046%  .                     0         0      0     0    
7/4374      0.160%  .                     0         0      1     1    
7/2916      0.240%  .                     0         0      2     2    
35/17496    0.200%  .                     0         0      3     3    
35/34992    0.100%  .                     0         0      4     4    
7/23328     0.030%  .                     0         0      5     5    
7/139968    0.005%  .                     0         0      6     6    
1/279936   0.0004%  .                     0         0      7     7    
7/4374      0.160%  .                     0         1      0     1    
7/1458      0.480%  .                     0         1      1     2    
35/5832     0.600%  .                     0         1      2     3    
35/8748     0.400%  .                     0         1      3     4    
35/23328    0.150%  .                     0         1      4     5    
7/23328     0.030%  .                     0         1      5     6    
7/279936    0.003%  .                     0         1      6     7    
7/2916      0.240%  .                     0         2      0     2    
35/5832     0.600%  .                     0         2      1     3    
35/5832     0.600%  .                     0         2      2     4    
35/11664    0.300%  .                     0         2      3     5    
35/46656    0.075%  .                     0         2      4     6    
7/93312     0.008%  .                     0         2      5     7    
35/17496    0.200%  .                     0         3      0     3    
35/8748     0.400%  .                     0         3      1     4    
35/11664    0.300%  .                     0         3      2     5    
35/34992    0.100%  .                     0         3      3     6    
35/279936   0.013%  .                     0         3      4     7    
35/34992    0.100%  .                     0         4      0     4    
35/23328    0.150%  .                     0         4      1     5    
35/46656    0.075%  .                     0         4      2     6    
35/279936   0.013%  .                     0         4      3     7    
7/23328     0.030%  .                     0         5      0     5    
7/23328     0.030%  .                     0         5      1     6    
7/93312     0.008%  .                     0         5      2     7    
7/139968    0.005%  .                     0         6      0     6    
7/279936    0.003%  .                     0         6      1     7    
1/279936   0.0004%  .                     0         7      0     7    
7/2187      0.320%  .                     1         0      0     1    
7/729       0.960%  .                     1         0      1     2    
35/2916     1.200%  .                     1         0      2     3    
35/4374     0.800%  .                     1         0      3     4    
35/11664    0.300%  .                     1         0      4     5    
7/11664     0.060%  .                     1         0      5     6    
7/139968    0.005%  .                     1         0      6     7    
7/729       0.960%  .                     1         1      0     2    
35/1458     2.401%  .                     1         1      1     3    
35/1458     2.401%  .                     1         1      2     4    
35/2916     1.200%  .                     1         1      3     5    
35/11664    0.300%  .                     1         1      4     6    
7/23328     0.030%  .                     1         1      5     7    
35/2916     1.200%  .                     1         2      0     3    
35/1458     2.401%  .                     1         2      1     4    
35/1944     1.800%  .                     1         2      2     5    
35/5832     0.600%  .                     1         2      3     6    
35/46656    0.075%  .                     1         2      4     7    
35/4374     0.800%  .                     1         3      0     4    
35/2916     1.200%  .                     1         3      1     5    
35/5832     0.600%  .                     1         3      2     6    
35/34992    0.100%  .                     1         3      3     7    
35/11664    0.300%  .                     1         4      0     5    
35/11664    0.300%  .                     1         4      1     6    
35/46656    0.075%  .                     1         4      2     7    
7/11664     0.060%  .                     1         5      0     6    
7/23328     0.030%  .                     1         5      1     7    
7/139968    0.005%  .                     1         6      0     7    
7/729       0.960%  .                     2         0      0     2    
35/1458     2.401%  .                     2         0      1     3    
35/1458     2.401%  .                     2         0      2     4    
35/2916     1.200%  .                     2         0      3     5    
35/11664    0.300%  .                     2         0      4     6    
7/23328     0.030%  .                     2         0      5     7    
35/1458     2.401%  .                     2         1      0     3    
35/729      4.801%  #                     2         1      1     4    
35/972      3.601%  #                     2         1      2     5    
35/2916     1.200%  .                     2         1      3     6    
35/23328    0.150%  .                     2         1      4     7    
35/1458     2.401%  .                     2         2      0     4    
35/972      3.601%  #                     2         2      1     5    
35/1944     1.800%  .                     2         2      2     6    
35/11664    0.300%  .                     2         2      3     7    
35/2916     1.200%  .                     2         3      0     5    
35/2916     1.200%  .                     2         3      1     6    
35/11664    0.300%  .                     2         3      2     7    
35/11664    0.300%  .                     2         4      0     6    
35/23328    0.150%  .                     2         4      1     7    
7/23328     0.030%  .                     2         5      0     7    
35/2187     1.600%  .                     3         0      0     3    
70/2187     3.201%  #                     3         0      1     4    
35/1458     2.401%  .                     3         0      2     5    
35/4374     0.800%  .                     3         0      3     6    
35/34992    0.100%  .                     3         0      4     7    
70/2187     3.201%  #                     3         1      0     4    
35/729      4.801%  #                     3         1      1     5    
35/1458     2.401%  .                     3         1      2     6    
35/8748     0.400%  .                     3         1      3     7    
35/1458     2.401%  .                     3         2      0     5    
35/1458     2.401%  .                     3         2      1     6    
35/5832     0.600%  .                     3         2      2     7    
35/4374     0.800%  .                     3         3      0     6    
35/8748     0.400%  .                     3         3      1     7    
35/34992    0.100%  .                     3         4      0     7    
35/2187     1.600%  .                     4         0      0     4    
35/1458     2.401%  .                     4         0      1     5    
35/2916     1.200%  .                     4         0      2     6    
35/17496    0.200%  .                     4         0      3     7    
35/1458     2.401%  .                     4         1      0     5    
35/1458     2.401%  .                     4         1      1     6    
35/5832     0.600%  .                     4         1      2     7    
35/2916     1.200%  .                     4         2      0     6    
35/5832     0.600%  .                     4         2      1     7    
35/17496    0.200%  .                     4         3      0     7    
7/729       0.960%  .                     5         0      0     5    
7/729       0.960%  .                     5         0      1     6    
7/2916      0.240%  .                     5         0      2     7    
7/729       0.960%  .                     5         1      0     6    
7/1458      0.480%  .                     5         1      1     7    
7/2916      0.240%  .                     5         2      0     7    
7/2187      0.320%  .                     6         0      0     6    
7/4374      0.160%  .                     6         0      1     7    
7/4374      0.160%  .                     6         1      0     7    
1/2187      0.046%  .                     7         0      0     7    

expected units ordered: 14/3 = 4.6667
(120 outcomes, 2772 runs of the rules)
--- stderr
