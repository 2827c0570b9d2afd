# French transcript of T-20-II-Bridge-control.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-bridge.csv control -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^set,temp.allies,1" $TMP/s.csv
sh: sed "s/infantry,0305,/infantry,0609,/" $ROOT/tests/examples/data/m44-bridge.csv > $TMP/a.csv && "$UMPIRE" resolve $TMP/a.csv control | grep -q "^set,temp.allies,0"
sh: sed "s/infantry,0305,/infantry,0609,/; /gb-inf-1/d" $ROOT/tests/examples/data/m44-bridge.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv control -o $TMP/c.csv && grep -q "^set,temp.allies,0" $TMP/c.csv && grep -q "^set,temp.axis,0" $TMP/c.csv
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Pont 0610 : les Alliés le contrôlent, une médaille temporaire (§II-Bridge L284).
Médailles au début du tour : Alliés 1, Axe 0 (§V L454).
--- stderr
