# §4.3, §6.5, §11.3: a failed overrun gives each attacker a level of disorganization;
# de-2pz-3, already D2, loses a step for it (seed L1366-1368: « Une unité D2 qui est à
# nouveau désorganisée, D1 ou D2, perd un pas de perte »): 3 steps, 1 to the 1/- result,
# 1 to the D; each scores +1 VP for the Allies (seed L2709).
cmd: resolve tests/golden/data/n44-overrun-d2.csv overrun unit=de-2pz-3 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-2pz-3,german,de,armour,2Pz,1,3,8/5/3,5/3/2,10,2,0712,2,0," $TMP/s.csv
sh: grep -q "^set,vp.allied,2$" $TMP/s.csv
--- stdout
Attack 8 against defence 4: 8 vs 4 = 2.00, column 2/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
2 columns to the left: the most penalising attacking stack (0712) has D2 (§6.5).
Final column 1/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 1/1: 1/- (§4.3, §6.3).
The attacker's unit de-2pz-3 loses 1 step: flipped to a weaker face (§6.10).
The overrun fails: de-2pz-3's move ends in 0712, one more level of disorganization (D2) (§4.3).
de-2pz-3, already D2, receives D1: it loses a step (§4.3, §6.5).
--- stderr
