# §28.31 o: "Pour que l'allié l'emporte, le ratio doit être de 7 contre 4 ou
# plus": the Allies hold 3 towns (§28.42) with 10 steps on the map against
# the Axis's 2: they win; with two more German companies (6 Axis steps, 10:6
# below 7:4) the result is a draw. Without the optional rule, §28.4 alone.
cmd: resolve tests/golden/data/s43-victory-allied.csv victory --rule benchmark-missed=loses -o $TMP/x.csv
status: 0
sh: grep -qx 'set,winner,allied' $TMP/x.csv
sh: sed 's/^set,turn,17-night$/&\nset,opt_military_objectives,yes/' tests/golden/data/s43-victory-allied.csv >$TMP/o.csv && $UMPIRE resolve $TMP/o.csv victory -o $TMP/o1.csv | grep -qxF 'Steps on the map: Allied 10, Axis 2 (7:4 or more for an Allied win) (§28.31 o).' && grep -qx 'set,winner,allied' $TMP/o1.csv
sh: sed 's/^unit,de-a,\(.*\)$/&\nunit,de-c,axis,DE,16pz,infantry,company,soft,5050,1,2,1,4,4,6\nunit,de-d,axis,DE,16pz,infantry,company,soft,5052,1,2,1,4,4,6/' $TMP/o.csv >$TMP/o2.csv && $UMPIRE resolve $TMP/o2.csv victory -o $TMP/o3.csv >/dev/null && grep -qx 'set,winner,draw' $TMP/o3.csv
sh: sed 's/^unit,de-a,\(.*\)$/&\nunit,de-c,axis,DE,16pz,infantry,company,soft,5050,1,2,1,4,4,6\nunit,de-d,axis,DE,16pz,infantry,company,soft,5052,1,2,1,4,4,6/' tests/golden/data/s43-victory-allied.csv >$TMP/n.csv && $UMPIRE resolve $TMP/n.csv victory 2>/dev/null | grep -qx 'set,winner,allied'
