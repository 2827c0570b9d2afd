# E4 (§6.3): two British infantry units of attack 4 attack a German unit of defence 3:
# 8 vs 3 is 2.67, rounded down to 2/1. On the test chart a 4 reads -/2R1 there: the
# German unit, with 2 steps, is destroyed. The HQ is activated and spends its marker.
cmd: resolve tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
--- stdout
HQ uk-xxx-corps is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ uk-xxx-corps spends the Offensive marker off-1 (§1.1.3).
Attack 8 against defence 3: 8 vs 3 = 2.67, column 2/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 2/1 (§6.3).
The Allied player rolls 1d6 = 4: 4 on column 2/1: -/2R1 (combat table) (§6.3).
The defender's unit de-352-916 loses 2 steps: destroyed, to the Cadre box of the destroyed units (§6.10).
--- stderr
