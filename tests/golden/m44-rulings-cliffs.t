# Rulings on cliffs. cliff-below (A-17): infantry on another hill group at the
# cliff's height is not below it by default (3 dice); with other-group it takes the
# -1 (2 dice). cliff-climb-battle (A-15): special forces (move 2 and battle) that
# climb a cliff may battle by default, not with never.
cmd: odds tests/golden/data/m44-cliffs-other.csv assault from=0618 to=0619
status: 0
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-cliffs-other.csv assault from=0618 to=0619 --rule cliff-below=other-group | grep -q "(de-inf-1: 2 dice)"
sh: sed "s/^unit,gb-inf-1,allies,GB,infantry,0620/unit,gb-inf-1,allies,GB,special_forces,0620/" $ROOT/tests/examples/data/m44-climb.csv > $TMP/c.csv && "$UMPIRE" resolve $TMP/c.csv move unit=gb-inf-1 path=0619 -o $TMP/m.csv && "$UMPIRE" odds $TMP/m.csv fire from=0619 to=0617 | grep -q "(de-inf-3: 2 dice)"
sh: out=$("$UMPIRE" resolve $TMP/c.csv move unit=gb-inf-1 path=0619 --rule cliff-climb-battle=never -o $TMP/n.csv && "$UMPIRE" odds $TMP/n.csv fire from=0619 to=0617 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "on which it may not battle"
--- stdout
odds of: assault from=0618 to=0619
(de-inf-1: 3 dice)

p      percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/27    3.704%  #                     0     0     0      0        no          no     0       
1/18    5.556%  #                     0     0     1      1        no          no     0       
1/36    2.778%  #                     0     0     2      2        no          no     0       
1/216   0.463%  .                     0     0     3      3        no          no     0       
1/6    16.667%  ###                   1     1     0      0        no          no     0       
1/6    16.667%  ###                   1     1     1      1        no          no     0       
1/24    4.167%  #                     1     1     2      2        no          no     0       
1/2    50.000%  ##########            2     2     0      0        yes         no     0       

expected figures lost by the target(s): 11/8 = 1.3750
(8 outcomes, 126 runs of the rules)
--- stderr
