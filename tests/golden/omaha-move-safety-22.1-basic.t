# §7.1 without the variant: the move into the shelf hex 0709 is no safety move: a counted action.
cmd: resolve tests/examples/data/omaha-safety-basic.csv move unit=D/1/16 to=0709 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,9:1$' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
D/1/16 moves from 0609 to 0709 (§7.3).
--- stderr
