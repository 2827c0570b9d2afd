# §22.1: 0610 is in the field of the disrupted g99, which still counts: not a safety move (nor the §7.1 one: 0610 is as far from the bluff), a counted action.
cmd: resolve tests/examples/data/omaha-safety-22.1.csv move unit=D/1/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,9:1$' $TMP/s.csv
--- stdout
Not a safety move: 0610 is in the field of fire of a German unit (disrupted ones count) (§22.1).
Action 1 of 2 of the 1st Division (§7).
D/1/16 moves from 0609 to 0610 (§7.3).
--- stderr
