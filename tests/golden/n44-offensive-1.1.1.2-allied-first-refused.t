# §1.1.1.2: the German player received more markers this turn: he moves first.
cmd: resolve tests/golden/data/n44-distribution.csv offensive marker=off-1 to=us-vii --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: the german player moves the next Offensive marker: in turn, beginning with the player who received more this turn (the Allies on a tie; received 2 Allied, 3 German) (§1.1.1.2)
