# The FLAK 88 (Troupes 23; base game, not in seed; digest B-4, BGA
# HeavyAntiTankGun.php): 2-2-2-2, line of sight, the target's terrain ignored, and
# stars hit armor. At range 2 against British armor in a forest it rolls 2 dice
# (armor would roll 3 - 2 = 1), each hitting on armor, grenade or star: 1/2.
cmd: odds tests/golden/data/m44-b4-axis.csv fire from=0404 to=0406
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-axis.csv fire from=0404 to=0406 --dice 5,3 -o $TMP/s.csv >$TMP/s.log && grep -q "^unit,gb-arm-1,allies,GB,armor,0406,1," $TMP/s.csv && grep -q "its type ignores the target's terrain" $TMP/s.log
--- stdout
odds of: fire from=0404 to=0406
(gb-arm-1: 2 dice)

p     percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/9   11.111%  ##                    0     0     0      0        no          no     0       
1/9   11.111%  ##                    0     0     1      1        no          no     0       
1/36   2.778%  #                     0     0     2      2        no          no     0       
1/3   33.333%  #######               1     1     0      0        no          no     0       
1/6   16.667%  ###                   1     1     1      1        no          no     0       
1/4   25.000%  #####                 2     2     0      0        no          no     0       

expected figures lost by the target(s): 1 = 1.0000
(6 outcomes, 36 runs of the rules)
