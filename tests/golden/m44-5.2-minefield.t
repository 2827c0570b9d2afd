# Minefields (base game 5.2, not in seed; digest 5.2 and B-4; BGA Minefield.php,
# CombatEngineer.php): a unit ending its move on a minefield of the other side
# rolls the field's value against itself, its symbol and grenades hitting, flags
# and stars doing nothing (infantry: 1/2 a die, so 2 dice lose 0, 1, 2 with 1/4,
# 1/2, 1/4); a hidden field needs its value revealed (mines=N, then written); a
# field of value 0 is a decoy and goes; a unit of the side that laid it rolls
# nothing; engineers that moved no farther than they may still battle clear the
# field instead of battling; the last figure lost gives the medal. Taking ground
# enters the hex: British infantry taking ground onto a German minefield rolls.
cmd: odds tests/golden/data/m44-mines.csv move unit=gb-inf-1 path=0605
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-inf-1 path=0605 --dice 1,6 2>/dev/null | grep -q "^unit,gb-inf-1,allies,GB,infantry,0605,3,,,,1,moved,$"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-inf-2 path=0805 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "the minefield in 0805 is hidden"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-inf-2 path=0805 mines=1 --dice 4 -o $TMP/h.csv >/dev/null 2>&1 && grep -q "^hex,0805,countryside,minefield,,,,,,,,,,,axis,1$" $TMP/h.csv && grep -q "^unit,gb-inf-2,allies,GB,infantry,0805,3," $TMP/h.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-inf-3 path=1005 2>/dev/null | grep -q "^hex,1005,countryside,,,,,,,,,,,,axis,$"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-inf-4 path=0405 2>&1 >/dev/null | grep -q "is the allies' own: no roll"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-eng path=0205 -o $TMP/e.csv >/dev/null 2>&1 && grep -q "^unit,gb-eng,allies,GB,engineer,0205,4,,,,1,moved;battled,$" $TMP/e.csv && grep -q "^hex,0205,countryside,,,,,,,,,,,,axis,$" $TMP/e.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv move unit=gb-arm-1 path=1205 --dice 3 -o $TMP/a.csv >/dev/null 2>&1 && grep -q "^set,medals.axis,1$" $TMP/a.csv && grep -q "^unit,gb-arm-1,allies,GB,armor,,0," $TMP/a.csv
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-mines.csv move unit=gb-inf-4 path=0405 | grep -q "no die: the move is certain"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-mines.csv assault from=0403 to=0402 take=yes --dice 1,1,4,4,6 -o $TMP/t.csv >/dev/null 2>&1 && grep -q "^unit,gb-inf-9,allies,GB,infantry,0402,3,,,,,battled;took_ground,$" $TMP/t.csv
--- stdout
odds of: move unit=gb-inf-1 path=0605
(a minefield rolls against the unit (base game 5.2))

p    percent                        lost  figures  eliminated
1/4  25.000%  #####                 0     4        no        
1/2  50.000%  ##########            1     3        no        
1/4  25.000%  #####                 2     2        no        

expected figures lost by the unit moving: 1 = 1.0000
(3 outcomes, 36 runs of the rules)
