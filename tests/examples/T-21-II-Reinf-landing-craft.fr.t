# French transcript of T-21-II-Reinf-landing-craft.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-lc.csv land unit=gb-lc-1 path=0621,0620 --lang fr
status: 1
sh: sed "s/,on_lc,/,,/" $ROOT/tests/examples/data/m44-lc.csv > $TMP/n.csv && "$UMPIRE" resolve $TMP/n.csv land unit=gb-lc-1 path=0621,0620 redeploy=0522 -o $TMP/s.csv && grep -q "^unit,gb-inf-9,allies,GB,infantry,0620,4,,,,,landed,$" $TMP/s.csv && grep -q "^unit,gb-lc-1,allies,GB,landing_craft,0522,1,,,,,moved,$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/n.csv land unit=gb-lc-1 path=0621,0720,0719 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "moves up to 2 hexes"
sh: out=$("$UMPIRE" resolve $TMP/n.csv land unit=gb-lc-1 path=0621,0620 redeploy=0621 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "landing-craft icon"
sh: out=$("$UMPIRE" resolve $TMP/s.csv fire from=0620 to=0620 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "came ashore\|no unit\|not an enemy"
--- stdout
--- stderr
umpire: gb-inf-9 a été placée sur gb-lc-1 ce tour : elle ne peut ni se déplacer ni combattre, la barge attend donc un tour ultérieur (§II-Reinf L209)
