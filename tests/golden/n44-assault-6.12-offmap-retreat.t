# §6.12: off the map the combat is fought "de la même façon que sur carte", its retreats
# too: the US 35th loses a step and retreats one box, along a line, out of the Confusion
# box toward a box of its side (Le Mans; Paris is German); Orléans's Confusion goes.
cmd: resolve tests/golden/data/n44-offmap.csv assault hq=de-lxxxi att=de-2pz to=box:Orleans --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-35,allied,us,infantry,35,1,2,6/4,6/3,6,3,box:Le-Mans," $TMP/out.csv
sh: grep -q "^box,Orleans,,$" $TMP/out.csv
--- stdout
HQ de-lxxxi is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ de-lxxxi spends the Offensive marker off-1 (§1.1.3).
Attack 10 against defence 6: 10 vs 6 = 1.67, column 1.5/1, rounded down for the defender (§6.3).
Final column 1.5/1 (§6.3).
The German player rolls 1d6 = 4: 4 on column 1.5/1: -/1R1 (combat table) (§6.3).
The defender's unit us-35 loses 1 step: flipped to a weaker face (§6.10).
us-35 retreats to Le-Mans (§6.6, §6.12).
One side is gone from Orleans: its Confusion marker is removed (§6.12).
--- stderr
