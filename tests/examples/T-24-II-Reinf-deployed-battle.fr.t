# French transcript of T-24-II-Reinf-deployed-battle.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/m44-deployed.csv assault from=0101 to=0201 --lang fr
status: 1
sh: out=$("$UMPIRE" odds $ROOT/tests/examples/data/m44-deployed.csv fire from=0108 to=0512 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "artillery deployed as a reinforcement this turn"
sh: sed "s/de-art-1,axis,DE,artillery,0108/de-art-1,axis,DE,mobile_artillery,0108/" $ROOT/tests/examples/data/m44-deployed.csv > $TMP/m.csv && "$UMPIRE" odds $TMP/m.csv fire from=0108 to=0512 | grep -q "^1/2  50.000%  ##########            1     1 "
sh: sed "s/de-art-1,axis,DE,artillery,0108/de-art-1,axis,DE,mobile_artillery,0108/" $ROOT/tests/examples/data/m44-deployed.csv > $TMP/m.csv && "$UMPIRE" resolve $TMP/m.csv fire from=0108 to=0512 --dice 4 | grep -q "^unit,us-inf-2,allies,US,infantry,0512,3,"
sh: sed "s/de-art-1,axis,DE,artillery,0108/de-art-1,axis,DE,mobile_artillery,0202/" $ROOT/tests/examples/data/m44-deployed.csv > $TMP/n.csv; out=$("$UMPIRE" odds $TMP/n.csv assault from=0202 to=0201 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "de-art-1 was deployed this turn next to an enemy unit"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-deployed.csv assault from=0101 to=0201 --rule reinf-adjacent=close-only | grep -q "(us-inf-1: 3 dice)"
--- stdout
--- stderr
umpire: de-inf-1 a été déployée ce tour à côté d'une unité ennemie et ne peut pas combattre (§II-Reinf L194; ruling reinf-adjacent, A-6)
