# French transcript of T-17-II-Village-medals.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-villages.csv control -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^set,temp.allies,1" $TMP/s.csv && grep -q "^set,temp.axis,1" $TMP/s.csv
sh: sed "s/^hex,0905,village,,,,,,,,,/hex,0905,village,,,,,,,,allies,/; s/^hex,1105,village,,,,,,,,,/hex,1105,church,,,,,,,,allies,/" $ROOT/tests/examples/data/m44-villages.csv > $TMP/f.csv && "$UMPIRE" resolve $TMP/f.csv control -o $TMP/g.csv && grep -q "^set,temp.allies,2" $TMP/g.csv && grep -q "^set,temp.axis,0" $TMP/g.csv
sh: sed "s/^unit,gb-inf-2,allies,GB,infantry,0310/unit,de-inf-9,axis,DE,infantry,0905/" $TMP/g.csv > $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv control | grep -q "^set,temp.allies,1"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
gb-inf-1 occupe le village 0305 : son jeton de contrôle montre les Alliés (§II-Village L248-L250).
Les Alliés contrôlent 3 villages : 1 médaille temporaire aux Alliés, 1 à l'Axe (§II-Village; scenario pages L675).
Médailles au début du tour : Alliés 1, Axe 1 (§V L454).
--- stderr
