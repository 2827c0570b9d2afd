# Bunkers and sea walls protect only the side that owns them (base game 5.2, not in
# seed; BGA Bunker.php, SeaWall.php; hex column obstacle_side): British infantry
# in a German bunker gets neither the -1 nor the flag it could ignore, so German
# armor at range 2 rolls 3 dice and every flag is a retreat; sandbags (not owned)
# protect whoever holds them (-1: 2 dice). Earlier BUGS entry: any occupant was
# protected.
cmd: odds tests/golden/data/m44-b4-axis.csv fire from=1004 to=1006
status: 0
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-b4-axis.csv fire from=1204 to=1206 | grep -q "(gb-inf-4: 2 dice)"
sh: sed 's/^hex,1006,countryside,bunker,,,,,,,,,,,axis/hex,1006,countryside,bunker,,,,,,,,,,,allies/' $ROOT/tests/golden/data/m44-b4-axis.csv > $TMP/own.csv && "$UMPIRE" odds $TMP/own.csv fire from=1004 to=1006 | grep -q "(gb-inf-3: 1 die)"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-axis.csv fire from=1004 to=1006 --dice 6,3,3 -o $TMP/f.csv 2>/dev/null | grep -q "gb-inf-3 must retreat 1 hex"
--- stdout
odds of: fire from=1004 to=1006
(gb-inf-3: 3 dice)

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
