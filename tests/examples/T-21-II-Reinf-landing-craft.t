# T-21 (§II-Reinf L203-L209): a unit placed on an empty landing craft this turn may
# neither move nor battle, so the craft waits. Next turn the craft moves 1 hex, then
# enters a littoral hex (its 2nd) and stops: the unit is put ashore there and the
# empty craft goes to a landing-craft icon hex. More than 2 hexes, or going on
# past the littoral, is refused. No landing roll.
cmd: resolve tests/examples/data/m44-lc.csv land unit=gb-lc-1 path=0621,0620
status: 1
sh: sed "s/,on_lc,/,,/" $ROOT/tests/examples/data/m44-lc.csv > $TMP/n.csv && "$UMPIRE" resolve $TMP/n.csv land unit=gb-lc-1 path=0621,0620 redeploy=0522 -o $TMP/s.csv && grep -q "^unit,gb-inf-9,allies,GB,infantry,0620,4,,,,,landed,$" $TMP/s.csv && grep -q "^unit,gb-lc-1,allies,GB,landing_craft,0522,1,,,,,moved,$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/n.csv land unit=gb-lc-1 path=0621,0720,0719 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "moves up to 2 hexes"
sh: out=$("$UMPIRE" resolve $TMP/n.csv land unit=gb-lc-1 path=0621,0620 redeploy=0621 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "landing-craft icon"
sh: out=$("$UMPIRE" resolve $TMP/s.csv fire from=0620 to=0620 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "came ashore\|no unit\|not an enemy"
--- stdout
--- stderr
umpire: gb-inf-9 was placed on gb-lc-1 this turn: it may neither move nor battle, so the craft waits for a later turn (§II-Reinf L209)
