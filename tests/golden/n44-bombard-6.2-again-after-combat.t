# §6.2, seed L1200-1201: « une fois par combat »: 0713 and 0714 have been bombarded from
# the air; the combat in 0713 lets the air force bombard 0713 again (ix-mb-2: A1 on
# de-709-919), not 0714, where no combat was fought.
cmd: resolve tests/golden/data/n44-bomb-combat.csv assault hq=us-vii att=us-4-8 to=0713 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/s.csv
status: 0
sh: grep -q "^set,combat.bombarded,0714:air$" $TMP/s.csv
sh: $UMPIRE resolve $TMP/s.csv bombard kind=air at=0713 air=ix-mb-2 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/t.csv && grep -q "^unit,de-709-919,german,de,infantry,709,1,2,3/2,3/2,6,2,0713,0,1," $TMP/t.csv && grep -q "^set,combat.bombarded,0714:air;0713:air$" $TMP/t.csv
sh: $UMPIRE resolve $TMP/s.csv bombard kind=air at=0714 air=ix-mb-2 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>/dev/null; test $? -eq 1 && test ! -e $TMP/x.csv
--- stdout
HQ us-vii is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ us-vii spends the Offensive marker off-1 (§1.1.3).
Attack 4 against defence 3: 4 vs 3 = 1.33, column 1/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 1/1 (§6.3).
The Allied player rolls 1d6 = 3: 3 on column 1/1: 1/1 (combat table) (§6.3).
The attacker's unit us-4-8 loses 1 step: flipped to a weaker face (§6.10).
The defender's unit de-709-919 loses 1 step: flipped to a weaker face (§6.10).
--- stderr
