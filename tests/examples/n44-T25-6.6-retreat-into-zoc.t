# T25 (§6.6): 6 vs 2 is 3/1; a 1 reads -/1R1: each German unit loses a step, then
# retreats into 0714, in the Allied ZOC: each loses one more.
cmd: resolve tests/examples/data/n44-t25.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 def_retreat=0714 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-352-914,german,de,infantry,352,1,3,.*,0714," $TMP/out.csv
--- stdout
HQ us-v is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-v spends the Offensive marker off-1 (§1.1.3).
Attack 6 against defence 2: 6 vs 2 = 3.00, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (combat table) (§6.3).
The defender's unit de-352-914 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-352-915 loses 1 step: flipped to a weaker face (§6.10).
de-352-914 retreats into the enemy ZOC in 0714: it loses a step (§6.6).
de-352-914 retreats to 0714 (§6.6).
de-352-915 retreats into the enemy ZOC in 0714: it loses a step (§6.6).
de-352-915 retreats to 0714 (§6.6).
--- stderr
