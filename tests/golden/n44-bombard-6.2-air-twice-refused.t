# §6.2, seed L1200-1201: « L'aviation et la marine ne peuvent bombarder qu'une fois par
# combat »: ix-mb-1 bombards 0713 (A1 on de-709-919), which the state records; ix-mb-2
# may not bombard it again before a combat there: refused, nothing written.
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=air at=0713 air=ix-mb-1 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/s.csv
status: 0
sh: grep -q "^set,combat.bombarded,0713:air$" $TMP/s.csv
sh: grep -q "^unit,de-709-919,german,de,infantry,709,2,2,3/2,3/2,6,2,0713,0,1," $TMP/s.csv
sh: $UMPIRE resolve $TMP/s.csv bombard kind=air at=0713 air=ix-mb-2 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>$TMP/err; test $? -eq 1 && test ! -e $TMP/x.csv && grep -q "^umpire: 0713 has been bombarded from the air: the air force bombards once a combat, again only after a combat there (§6.2)$" $TMP/err
sh: $UMPIRE resolve $TMP/s.csv bombard kind=air at=0714 air=ix-mb-2 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/y.csv && grep -q "^set,combat.bombarded,0713:air;0714:air$" $TMP/y.csv
--- stdout
Bombardment of 0713, strength 2: 1d6 = 3, +1 medium bombers, half the potential or more (§9.3): 4: A1 (TB) (§6.2).
de-709-919 is affected: A1 (§6.5).
--- stderr
