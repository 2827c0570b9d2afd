# land units= (§24.21, §24.32): a third company would be a 7th on a Small
# beach: refused, the units come back next turn.
cmd: resolve tests/golden/data/s43-reinforce.csv land units=us-r1,us-r2,us-r3 beach=us-red -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: land: beach us-red takes 6 companies a turn; 12 platoons landed already and these are 9 (3 platoons = 1 company): the others come back next turn (§24.21, §18.34, §24.32)
