# E5 (§6.5): the combat resolved, each shift logged with its section.
cmd: resolve tests/examples/data/n44-e5.csv assault hq=us-vii att=us-4-8,us-4-12,us-4-22,us-70-tk to=0713 --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv
status: 0
--- stdout
HQ us-vii is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-vii spends the Offensive marker off-1 (§1.1.3).
Attack 14 against defence 2: 14 vs 2 = 7.00, column 6/1, rounded down for the defender; above 6/1 counts as 6/1 (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
2 columns to the left: the most penalising attacking stack (0712) has D2 (§6.5).
1 column to the left: the most penalising attacking stack (0712) is A1 (§6.5).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 3: 3 on column 3/1: -/2R1 (combat table) (§6.3).
The defender's unit de-709-919 loses 1 step: destroyed, to the Cadre box of the destroyed units (§6.10).
--- stderr
