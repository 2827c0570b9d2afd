# French transcript of T-9-I-Cliffs-climb.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-climb.csv move unit=gb-inf-1 path=0619 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,gb-inf-1,allies,GB,infantry,0619,4,,,,2,moved," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv fire from=0619 to=0617 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "moved 2 hexes this turn"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-climb.csv move unit=gb-arm-1 path=0619 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "armor and artillery may not climb"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-climb.csv move unit=gb-inf-3 path=0619 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "between an ocean hex and a cliff"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
gb-inf-1 se déplace de 0620 à 0619 : 2 hexes sur 2 (B-8).
Escalader ou descendre une falaise ou un escarpement coûte 2 hex de mouvement à l'infanterie : plus qu'elle ne peut en parcourir et combattre encore, donc elle ne peut pas combattre ce tour (§I-Cliffs L116-L120, §I-Bluffs L136).
--- stderr
