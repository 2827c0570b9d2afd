# French transcript of T-10-I-Cliffs-assault-up.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-cliffs.csv assault from=0620 to=0619 --dice 1,4 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,de-inf-1,axis,DE,infantry,,0," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-cliffs.csv assault from=0620 to=0619 take=yes --dice 1,4 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may not take ground between a littoral hex and a cliff"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-cliffs.csv assault from=0920 to=0919 take=yes --dice 1,4 | grep -q "^unit,gb-inf-2,allies,GB,infantry,0919,4,,,,,battled;took_ground,"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-cliffs.csv assault from=0920 to=0919 | grep -q "(de-inf-2: 2 dice)"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-cliffs.csv fire from=0419 to=0619 | grep -q "(de-inf-1: 3 dice)"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
gb-inf-1 (infantry, 4 figurines) en 0620 close-assaults de-inf-1 (infantry) en 0619 à la portée 1 (B-9).
infantry dés à la portée 1 : 3 (table des unités).
Terrain : falaise de l'hex visé : -1 (en attaquant vers le haut, §I-Cliffs L122, §I-Bluffs L137) (B-10).
gb-inf-1 lance 2 dés de combat contre de-inf-1 : infanterie, grenade (B-1).
de-inf-1 perd 2 figurines sur 2 coups au but (B-2).
de-inf-1 en 0619 est éliminée : 1 médaille au joueur allié (B-15).
--- stderr
