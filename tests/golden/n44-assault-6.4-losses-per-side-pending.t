# §6.4, ruling crt-losses=per-side: without att_loss= the order waits for the Allied
# player's choice; decide gives it, then the German player's (def_loss); the second
# decide applies both, one step a side, with the same die.
cmd: resolve tests/golden/data/n44-losses.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-tables --dice 3 --rule crt-losses=per-side -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,allied,att_loss,uk-50-69|uk-50-231," $TMP/out.csv
sh: grep -q "^unit,uk-50-69,allied,ukcan,infantry,50,2,2," $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide uk-50-69 --tables tests/examples/data/normandie44-tables --rule crt-losses=per-side -o $TMP/b.csv && grep -q "^pending,1,german,def_loss,de-352-914|de-352-916," $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv decide de-352-914 --tables tests/examples/data/normandie44-tables --rule crt-losses=per-side -o $TMP/c.csv && grep -q "^unit,uk-50-69,allied,ukcan,infantry,50,1,2," $TMP/c.csv && grep -q "^unit,uk-50-231,allied,ukcan,infantry,50,2,2," $TMP/c.csv && grep -q "^unit,de-352-914,german,de,infantry,352,1,2," $TMP/c.csv && grep -q "^unit,de-352-916,german,de,infantry,352,2,2," $TMP/c.csv && ! grep -q "^@pending" $TMP/c.csv
--- stdout
HQ uk-xxx-corps is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ uk-xxx-corps spends the Offensive marker off-1 (§1.1.3).
Attack 8 against defence 6: 8 vs 6 = 1.33, column 1/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 1/1 (§6.3).
The Allied player rolls 1d6 = 3: 3 on column 1/1: 1/1 (combat table) (§6.3).
Waiting for the Allied player's choice (att_loss): uk-50-69|uk-50-231 (§6.4).
--- stderr
