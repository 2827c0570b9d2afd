# §6.2, seed L1200-1201: « L'aviation et la marine ne peuvent bombarder qu'une fois par
# combat »: a WTF destroyer point bombards 0713; a second naval bombardment of 0713
# before a combat there is refused, writing nothing, though a point is left.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0713 destroyers=1 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/s.csv
status: 0
sh: grep -q "^set,combat.bombarded,0713:naval$" $TMP/s.csv
sh: grep -q "^set,naval.used.wtf.destroyer,1$" $TMP/s.csv
sh: $UMPIRE resolve $TMP/s.csv bombard kind=naval at=0713 destroyers=1 --dice 3 --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>$TMP/err; test $? -eq 1 && test ! -e $TMP/x.csv && grep -q "^umpire: 0713 has been bombarded by the navy: the navy bombards once a combat, again only after a combat there (§6.2)$" $TMP/err
--- stdout
Bombardment of 0713, strength 1: 1d6 = 3: 3: - (TB) (§6.2).
No effect (§6.2).
The W cursor moves 1 box left (§6.2).
--- stderr
