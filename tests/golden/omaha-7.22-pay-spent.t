# §7.22, §7: the player's choice pay=1 holds: the 1st Division has given its 2 actions, so the
# move is refused (no silent switch to the 29th's).
cmd: resolve tests/examples/data/omaha-actions.csv move unit=L/3/16 to=0819 pay=1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the 1st Division has given its 2 actions this turn (§4 V, §7; ruling a14-actions-per)
