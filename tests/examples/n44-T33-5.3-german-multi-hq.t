# T33 (§5.3): a German attack supported by two HQs of bonus 2 and 1: 3 columns right;
# the second HQ is flipped and spends a marker as the first does.
cmd: resolve tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-17ss-37,de-17ss-38 to=0713 support=de-lxxxiv,de-ii-fj --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^hq,de-ii-fj,german,de,1,8,finished,0611,supported-attack" $TMP/out.csv
sh: grep -q "^marker,off-2,offensive,none," $TMP/out.csv
sh: grep -q "^marker,off-3,offensive,0611,german" $TMP/out.csv
--- stdout
HQ de-lxxxiv is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ de-lxxxiv spends the Offensive marker off-1 (§1.1.3).
HQ de-ii-fj spends the Offensive marker off-2 (§1.1.3).
HQ de-ii-fj adds its support: flipped, one Offensive marker spent (§5.3).
Attack 12 against defence 3: 12 vs 3 = 4.00, column 4/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
+2 columns to the right: HQ de-lxxxiv's support, bonus (2) (§5.3).
+1 column to the right: HQ de-ii-fj's support, bonus (1) (§5.3).
The active player's column: 6/1, before the inactive player's shifts (6/1 at most) (§6.3).
Final column 6/1 (§6.3).
The German player rolls 1d6 = 1, +1 attacker elite (§6.3): 2 on column 6/1: -/XE (combat table) (§6.3).
The defender's unit us-9-39 loses 2 steps: destroyed, to the Cadre box of the destroyed units (§6.10).
Exploitation: HQ de-lxxxiv is flipped back to "Disponible" for an extra activation of up to 2 Réserve stacks (§6.8).
--- stderr
