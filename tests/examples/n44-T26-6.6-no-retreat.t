# T26 (§6.6): 6 vs 2 is 3/1, a 1 reads -/1R1: the German unit cannot retreat (sea
# and Allied units around) and is eliminated for good: captured, its steps scored.
cmd: resolve tests/examples/data/n44-t26.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-716-736,german,de,infantry,716,0,3,.*,captured," $TMP/out.csv
sh: grep -q "^set,vp.allied,3" $TMP/out.csv
--- stdout
HQ us-v is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-v spends the Offensive marker off-1 (§1.1.3).
Attack 6 against defence 2: 6 vs 2 = 3.00, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (combat table) (§6.3).
The defender's unit de-716-736 loses 1 step: flipped to a weaker face (§6.10).
de-716-736 cannot retreat: it is eliminated for good (captured, never rebuilt) (§6.6).
--- stderr
