# T32 (§5.3): the VII Corps HQ, 2 hexes from the defended hex, supports the
# defence: exactly 1 column left, the HQ flipped, no marker spent. The elite German
# attacker adds the test chart's +1 to the die (§6.3).
cmd: resolve tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-17ss-37,de-17ss-38 to=0713 def_support=us-vii --tables tests/examples/data/normandie44-tables --dice 2 def_retreat=0714 -o $TMP/out.csv
status: 0
sh: grep -q "^hq,us-vii,allied,us,1,8,finished,0715,supported-defence" $TMP/out.csv
--- stdout
HQ de-lxxxiv is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ de-lxxxiv spends the Offensive marker off-1 (§1.1.3).
HQ us-vii supports the defence: flipped, no marker spent (§5.3).
Attack 12 against defence 3: 12 vs 3 = 4.00, column 4/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
1 column to the left: HQ us-vii's support in defence (§5.3).
Final column 3/1 (§6.3).
The German player rolls 1d6 = 2, +1 attacker elite (§6.3): 3 on column 3/1: -/2R1 (combat table) (§6.3).
The defender's unit us-9-39 loses 2 steps: destroyed, to the Cadre box of the destroyed units (§6.10).
--- stderr
