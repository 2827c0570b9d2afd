# §7.21, §7: the three units of 0911 need 2 actions; the 1st Division has 1 left: refused,
# nothing written.
cmd: resolve tests/examples/data/omaha-assault-three-stack-1.csv assault target=1010 units=A/1/16,E/1/16,C/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the 1st Division has given its 2 actions this turn (§4 V, §7; ruling a14-actions-per)
