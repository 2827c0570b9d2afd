# T-14 (§III-SuppInf L386-L393): supported infantry battles with 3 dice at range 1
# and 2, 2 at range 3, none at 4. German armor rolls armor, infantry, grenade
# (faces 3, 1, 4) against it: 2 losses (infantry symbol and grenade; the armor
# symbol does not hit). The digest's four dice armor, armor, infantry, grenade
# (faces 3, 3, 1, 4): no German unit of this expansion battles a single target
# with 4 dice but the off-board barrage (L318), so the Axis is given the barrage
# here (set,offboard,axis) to roll exactly those four faces: 2 losses (5 -> 3).
# Its third loss takes the tank figure and the star: it is
# then ordinary infantry with 2 figures (ruling supported-third-loss=support, A-7).
cmd: odds tests/examples/data/m44-sinf.csv assault from=0101 to=0201
status: 0
sh: sed "s/,0201,4/,0301,4/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/r.csv && "$UMPIRE" odds $TMP/r.csv fire from=0101 to=0301 | grep -q "(de-inf-1: 3 dice)"
sh: sed "s/,0201,4/,0401,4/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/r.csv && "$UMPIRE" odds $TMP/r.csv fire from=0101 to=0401 | grep -q "(de-inf-1: 2 dice)"
sh: out=$(sed "s/,0201,4/,0501,4/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/r.csv && "$UMPIRE" odds $TMP/r.csv fire from=0101 to=0501 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "cannot battle at range 4"
sh: sed "s/^set,active,allies/set,active,axis\nset,offboard,axis/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv bombard by=barrage to=0101 --card "Recon 1 Centre" --dice 3,3,1,4 | grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0101,3,1,"
sh: sed "s/^set,active,allies/set,active,axis\nset,offboard,axis/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv bombard by=barrage to=0101 --card "Recon 1 Centre" --dice 3,3,1,4 2>&1 >/dev/null | grep -q "gb-sinf-1 loses 2 figures to 2 hits"
sh: sed "s/^set,active,allies/set,active,axis/; s/infantry,0201,4/armor,0201,3/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/x.csv && "$UMPIRE" resolve $TMP/x.csv assault from=0201 to=0101 --dice 3,1,4 | grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0101,3,1,"
sh: sed "s/^set,active,allies/set,active,axis/; s/infantry,0201,4/armor,0201,3/; s/supported_infantry,0101,5,1/supported_infantry,0101,3,1/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/y.csv && "$UMPIRE" resolve $TMP/y.csv assault from=0201 to=0101 --dice 1,3,5 | grep -q "^unit,gb-sinf-1,allies,GB,infantry,0101,2,0,"
sh: sed "s/^set,active,allies/set,active,axis/; s/infantry,0201,4/armor,0201,3/; s/supported_infantry,0101,5,1/supported_infantry,0101,3,1/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/y.csv && "$UMPIRE" resolve $TMP/y.csv assault from=0201 to=0101 --dice 1,3,5 --rule supported-third-loss=extra | grep -q "^unit,gb-sinf-1,allies,GB,infantry,0101,1,0,"
--- stdout
odds of: assault from=0101 to=0201
(de-inf-1: 3 dice)

p      percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/27    3.704%  #                     0     0     0      0        no          no     0       
1/18    5.556%  #                     0     1     1      0        no          no     0       
1/36    2.778%  #                     0     2     2      0        no          no     0       
1/216   0.463%  .                     0     3     3      0        no          no     0       
1/6    16.667%  ###                   1     1     0      0        no          no     0       
1/6    16.667%  ###                   1     2     1      0        no          no     0       
1/24    4.167%  #                     1     3     2      0        no          no     0       
1/4    25.000%  #####                 2     2     0      0        no          no     0       
1/8    12.500%  ###                   2     3     1      0        no          no     0       
1/8    12.500%  ###                   3     3     0      0        no          no     0       

expected figures lost by the target(s): 2 = 2.0000
(10 outcomes, 126 runs of the rules)
--- stderr
