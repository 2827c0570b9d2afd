# T11 (§4.3): with the Panzer regiment alone, 8 vs 4 is 2/1; a 1 reads 1/1: the US
# unit neither retreats nor is destroyed: the overrun fails, the stack's move ends in
# 0712, its losses apply and it gains a level of disorganization.
cmd: resolve tests/examples/data/n44-t10.csv overrun unit=de-2pz-3 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-2pz-3,german,de,armour,2Pz,1,2,8/5,5/3,10,2,0712,1,0," $TMP/out.csv
--- stdout
Attack 8 against defence 4: 8 vs 4 = 2.00, column 2/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 2/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 2/1: 1/1 (§4.3, §6.3).
The attacker's unit de-2pz-3 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit us-29-116 loses 1 step: flipped to a weaker face (§6.10).
The overrun fails: de-2pz-3's move ends in 0712, one more level of disorganization (D1) (§4.3).
--- stderr
