# §10 0.1, §6.11: the drop on a German unit: the attack is immediate (4 vs 6, 1/2, the
# jump's D1 a column left: 1/3); a 2, +1 for the elite paratroops, reads 1/-: nobody
# retreats, both stay in
# Confusion.
cmd: resolve tests/examples/data/n44-drop-fight.csv assault att=us-82-505 to=0618 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^hex,0618,clear,none,,,,confusion" $TMP/out.csv
--- stdout
Attack 4 against defence 6: 4 vs 6 = 0.67, column 1/2, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
1 column to the left: the most penalising attacking stack (0618) has D1 (§6.5).
Final column 1/3 (§6.3).
The Allied player rolls 1d6 = 2, +1 attacker elite (§6.3): 3 on column 1/3: 1/- (combat table) (§6.3).
The attacker's unit us-82-505 loses 1 step: flipped to a weaker face (§6.10).
Neither side is driven off: both stay in 0618, in Confusion (§6.11, §10 0.1).
--- stderr
