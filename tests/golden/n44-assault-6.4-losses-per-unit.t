# §6.4, ruling crt-losses=per-unit (default): a 1/1 takes a step from every unit of
# each side, "appliqués à l'intégralité des unités".
cmd: resolve tests/golden/data/n44-losses.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-50-69,allied,ukcan,infantry,50,1,2," $TMP/out.csv
sh: grep -q "^unit,uk-50-231,allied,ukcan,infantry,50,1,2," $TMP/out.csv
sh: grep -q "^unit,de-352-914,german,de,infantry,352,1,2," $TMP/out.csv
sh: grep -q "^unit,de-352-916,german,de,infantry,352,1,2," $TMP/out.csv
--- stdout
HQ uk-xxx-corps is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ uk-xxx-corps spends the Offensive marker off-1 (§1.1.3).
Attack 8 against defence 6: 8 vs 6 = 1.33, column 1/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 1/1 (§6.3).
The Allied player rolls 1d6 = 3: 3 on column 1/1: 1/1 (combat table) (§6.3).
The attacker's unit uk-50-69 loses 1 step: flipped to a weaker face (§6.10).
The attacker's unit uk-50-231 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-352-914 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-352-916 loses 1 step: flipped to a weaker face (§6.10).
--- stderr
