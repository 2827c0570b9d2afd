# Engineers (Troupes 4; base game, not in seed; digest B-4, BGA CombatEngineer.php)
# ignore terrain in close assault: against German infantry in a forest they roll
# 3 dice where infantry rolls 3 - 1 = 2.
cmd: odds tests/golden/data/m44-b4-allies.csv assault from=1005 to=1004
status: 0
sh: sed 's/GB,engineer/GB,infantry/' $ROOT/tests/golden/data/m44-b4-allies.csv > $TMP/i.csv && "$UMPIRE" odds $TMP/i.csv assault from=1005 to=1004 | grep -q "(de-inf-3: 2 dice)"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv assault from=1005 to=1004 --dice 1,1,1 2>&1 >/dev/null | grep -q "engineers ignore terrain in close assault"
--- stdout
odds of: assault from=1005 to=1004
(de-inf-3: 3 dice)

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
