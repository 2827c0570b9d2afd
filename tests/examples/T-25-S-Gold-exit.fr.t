# French transcript of T-25-S-Gold-exit.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-exit.csv move unit=gb-inf-1 path=1305 exit=yes -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^set,medals.allies,1" $TMP/s.csv && grep -q "^unit,gb-inf-1,allies,GB,infantry,,4," $TMP/s.csv && grep -q "^hex,1305,road,,,,,,,used," $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv move unit=gb-inf-2 path=1305 exit=yes -o $TMP/t.csv && grep -q "^set,medals.allies,1" $TMP/t.csv && grep -q "^unit,gb-inf-2,allies,GB,infantry,,4," $TMP/t.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-exit.csv move unit=gb-inf-2 path=1106 exit=yes 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "is no exit hex"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
gb-inf-1 se déplace de 1205 à 1305 : 1 hex sur 3 (sur une route tout du long : +1, jeu de base 5.2) (B-8).
gb-inf-1 est la première unité à sortir par 1305 : 1 médaille définitive au joueur allié ; elle est hors jeu (§S-Gold L840, §S-Utah L972).
--- stderr
