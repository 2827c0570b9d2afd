# §6.4, §6.6: the owner picks each retreat path: without def_retreat= the order
# waits for the German player's decision, changing nothing but the pending row;
# `decide` replays it with the same die.
cmd: resolve tests/examples/data/n44-t25.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,german,def_retreat,de-352-914:0613|de-352-914:0614|de-352-914:0714|de-352-914:0612" $TMP/out.csv
sh: grep -q "^unit,de-352-914,german,de,infantry,352,3,3" $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide de-352-914:0613 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv && grep -q "^pending,1,german,def_retreat,de-352-915:" $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv decide de-352-915:0614 --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && grep -q "^unit,de-352-915,german,de,infantry,352,2,3,.*,0614," $TMP/c.csv && ! grep -q "^@pending" $TMP/c.csv
--- stdout
HQ us-v is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-v spends the Offensive marker off-1 (§1.1.3).
Attack 6 against defence 2: 6 vs 2 = 3.00, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (combat table) (§6.3).
The defender's unit de-352-914 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-352-915 loses 1 step: flipped to a weaker face (§6.10).
Waiting for the German player's choice (def_retreat): de-352-914:0613|de-352-914:0614|de-352-914:0714|de-352-914:0612 (§6.4).
--- stderr
