# umpire check names file:line:column for each bad value (exit 65), and writes
# nothing: a target token on infantry, more figures than the type has, an unknown
# flag, a malformed objective, a destroyer off the ocean, a duplicate id, two units
# in one hex, a bad set value.
cmd: check fixtures/memoir44/sword-beach.csv
status: 0
sh: out=$(sed "s/^unit,de-inf-1,axis,DE,infantry,0617,4,,,,,,/unit,de-inf-1,axis,DE,infantry,0617,4,,,0618,,,/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a.csv:29:10: target token (only heavy artillery and destroyers"
sh: out=$(sed "s/^unit,de-inf-1,axis,DE,infantry,0617,4,/unit,de-inf-1,axis,DE,infantry,0617,5,/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a.csv:29:7: figures (more than the unit type has)"
sh: out=$(sed "s/^unit,gb-cdo-1,allies,GB,special_forces,0420,4,,,,,retreat_any,/unit,gb-cdo-1,allies,GB,special_forces,0420,4,,,,,swim,/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a.csv:32:12: flags"
sh: out=$(sed "s/allies:temporary:2/allies:forever:2/" tests/golden/data/m44-objectives.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a.csv:15:13: objective"
sh: out=$(sed "s/^unit,gb-dd-1,allies,GB,destroyer,0721,/unit,gb-dd-1,allies,GB,destroyer,0620,/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "must be on an ocean hex"
sh: out=$(sed "s/^unit,gb-inf-2,/unit,gb-inf-1,/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "unit id given twice"
sh: out=$(sed "s/^unit,gb-inf-2,allies,GB,infantry,0818,/unit,gb-inf-2,allies,GB,infantry,0619,/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "hex already holds a unit"
sh: out=$(sed "s/^set,air_superiority,allies/set,air_superiority,luftwaffe/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; "$UMPIRE" check $TMP/a.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a.csv:12:3: air_superiority"
sh: sed "s/^set,air_superiority,allies/set,air_superiority,luftwaffe/" fixtures/memoir44/sword-beach.csv > $TMP/a.csv; cp $TMP/a.csv $TMP/b.csv; "$UMPIRE" resolve $TMP/a.csv --in-place fire from=1019 to=1017 --seed 7 2>/dev/null; test $? = 65 && cmp $TMP/a.csv $TMP/b.csv
--- stdout
fixtures/memoir44/sword-beach.csv: valid memoir44 state
--- stderr
