# §3, §6.6: « Sauf exception citée sur le tableau des terrains, toute unité [...] exerce
# une ZdC » (seed L821-825): 0714 is bocage, free of enemy ZOC in this TET (zoc=no), so
# the German stack retreating into it loses no step there (seed L1432-1435 prices only a
# retreat "en ZdC ennemie"), as a move into it would not stop: each keeps 2 steps of 3.
cmd: resolve tests/golden/data/n44-zoc.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 def_retreat=0714 --tables tests/golden/data/n44-zoc-tables --dice 1 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-352-914,german,de,infantry,352,2,3,3/2/1,1,6,2,0714," $TMP/s.csv
sh: grep -q "^unit,de-352-915,german,de,infantry,352,2,3,3/2/1,1,6,2,0714," $TMP/s.csv
sh: grep -q "^set,vp.allied,2$" $TMP/s.csv
--- stdout
HQ us-v is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-v spends the Offensive marker off-1 (§1.1.3).
Attack 6 against defence 2: 6 vs 2 = 3.00, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (combat table) (§6.3).
The defender's unit de-352-914 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-352-915 loses 1 step: flipped to a weaker face (§6.10).
de-352-914 retreats to 0714 (§6.6).
de-352-915 retreats to 0714 (§6.6).
--- stderr
