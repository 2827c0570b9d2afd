# §4.3, §6.4 (ruling crt-losses=per-side): the overrun's -/1R1 is one step for the two
# US units together: the Allied player names the one that takes it (def_loss), then
# the attacker picks the retreats (§4.3): us-29-116 loses its step; us-29-115, sent
# to 0714 out of ZOC, none.
cmd: resolve tests/golden/data/n44-overrun-two.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 --rule crt-losses=per-side -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,allied,def_loss,us-29-115|us-29-116," $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide us-29-116 --tables tests/examples/data/normandie44-tables --rule crt-losses=per-side -o $TMP/b.csv && grep -q "^pending,1,german,def_retreat,us-29-115:0613|" $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv decide us-29-115:0714 --tables tests/examples/data/normandie44-tables --rule crt-losses=per-side -o $TMP/c.csv && grep -q "^unit,us-29-116,allied,us,infantry,29,1,2,.*,0714," $TMP/c.csv && grep -q "^unit,us-29-115,allied,us,infantry,29,2,2,.*,0714," $TMP/c.csv && ! grep -q "^@pending" $TMP/c.csv
--- stdout
Attack 14 against defence 4: 14 vs 4 = 3.50, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (§4.3, §6.3).
Waiting for the Allied player's choice (def_loss): us-29-115|us-29-116 (§6.4).
--- stderr
