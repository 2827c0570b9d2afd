# §6.6: the same retreat into 0613, out of the Allied ZOC: no more loss.
cmd: resolve tests/examples/data/n44-t25.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 def_retreat=0613 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
--- stdout
HQ us-v is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-v spends the Offensive marker off-1 (§1.1.3).
Attack 6 against defence 2: 6 vs 2 = 3.00, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (combat table) (§6.3).
The defender's unit de-352-914 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-352-915 loses 1 step: flipped to a weaker face (§6.10).
de-352-914 retreats to 0613 (§6.6).
de-352-915 retreats to 0613 (§6.6).
--- stderr
