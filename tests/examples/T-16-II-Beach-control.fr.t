# French transcript of T-16-II-Beach-control.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-beach.csv control -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^set,temp.axis,1" $TMP/s.csv && grep -q "^set,temp.allies,0" $TMP/s.csv
sh: sed "/de-inf-1/d" $ROOT/tests/examples/data/m44-beach.csv > $TMP/e.csv && "$UMPIRE" resolve $TMP/e.csv control | grep -q "^set,temp.allies,2"
sh: sed "/de-inf-1/d" $ROOT/tests/examples/data/m44-beach.csv > $TMP/e.csv && "$UMPIRE" resolve $TMP/e.csv control --rule beach-control-empty=needs-unit | grep -q "^set,temp.axis,1"
sh: sed "s/infantry,0617,/infantry,0619,/" $ROOT/tests/examples/data/m44-beach.csv > $TMP/l.csv && "$UMPIRE" resolve $TMP/l.csv control | grep -q "^set,temp.axis,1"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Section de plage centre : une unité de l'Axe est sur ses hexagones de plage ou à côté ; contrôlée par l'Axe (1 médaille temporaire) (§II-Beach L266-L274).
Médailles au début du tour : Alliés 0, Axe 1 (§V L454).
--- stderr
