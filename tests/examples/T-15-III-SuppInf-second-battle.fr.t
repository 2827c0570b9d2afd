# French transcript of T-15-III-SuppInf-second-battle.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-sinf2.csv assault from=0605 to=0604 take=yes --dice 4,5,5 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0604,5,1,,,,battled;took_ground," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv fire from=0604 to=0804 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may battle again only in a second close assault"
sh: "$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0603 --dice 5,5,5 | grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0604,5,1,,,,battled;took_ground;again,"
sh: out=$("$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0603 --dice 5,5,5 -o $TMP/t.csv && "$UMPIRE" resolve $TMP/t.csv assault from=0604 to=0603 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has battled this turn"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
gb-sinf-1 (supported_infantry, 5 figurines) en 0605 close-assaults de-inf-1 (infantry) en 0604 à la portée 1 (B-9).
supported_infantry dés à la portée 1 : 3 (table des unités).
gb-sinf-1 lance 3 dés de combat contre de-inf-1 : grenade, étoile, étoile (B-1).
de-inf-1 perd 1 figurine sur 1 coup au but (B-2).
de-inf-1 en 0604 est éliminée : 1 médaille au joueur allié (B-15).
gb-sinf-1 fait une prise de terrain en 0604 ; elle peut combattre de nouveau en combat rapproché (§III-SuppInf L389) (B-12).
--- stderr
