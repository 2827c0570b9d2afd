# §9.1, §6.5, §11.3: after a combat with tactical air support, a German unit retreating
# through a hex open to air activity takes a level of disorganization more; de-352-916,
# already D2, loses a step for it (seed L1366-1368), and the Allies score it (seed L2709):
# 3 steps, 1 to the -/1R1 result, 1 to the D: 2 VP.
cmd: resolve tests/golden/data/n44-air-retreat-d2.csv assault hq=uk-xxx-corps att=uk-50-231 to=1013 air=83-group def_retreat=1014 --dice 1 --tables tests/examples/data/normandie44-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-352-916,german,de,infantry,352,1,3,3/2/1,3/2/1,6,2,1014,2,0," $TMP/s.csv
sh: grep -q "^set,vp.allied,2$" $TMP/s.csv
--- stdout
HQ uk-xxx-corps is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ uk-xxx-corps spends the Offensive marker off-1 (§1.1.3).
Attack 4 against defence 3: 4 vs 3 = 1.33, column 1/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
+1 column to the right: tactical air support by 83-group (§9.1).
+2 columns to the right: a defender is D2 (§6.5).
The active player's column: 3/1, before the inactive player's shifts (§6.3).
Final column 3/1 (§6.3).
The Allied player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (combat table) (§6.3).
The defender's unit de-352-916 loses 1 step: flipped to a weaker face (§6.10).
de-352-916 retreats to 1014 (§6.6).
de-352-916 retreats through a hex open to air activity after a combat with tactical air support: one more level of disorganization (§9.1).
de-352-916, already D2, receives D1: it loses a step (§9.1, §6.5).
--- stderr
