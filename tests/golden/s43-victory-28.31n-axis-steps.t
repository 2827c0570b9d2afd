# §28.31 n: "Le total doit être inférieur à 180 pour que l'Axe l'emporte": the
# Axis holds 3 towns (§28.42) and has lost 179 steps (de-x 99, de-y 80; the CP
# platoon does not count): it wins. With de-y at 81 (180 lost), or with de-t
# (1 step) in an Allied ZOC and no way to 0308, the result is a draw; de-t in
# an Allied ZOC next to 0308 could reach it, and its step does not count.
cmd: resolve tests/golden/data/s43-victory-benchmarks.csv victory -o $TMP/a.csv
status: 0
sh: grep -qx 'set,winner,axis' $TMP/a.csv
sh: sed 's/^unit,de-y,\(.*\),80,/unit,de-y,\1,81,/' tests/golden/data/s43-victory-benchmarks.csv >$TMP/b.csv && $UMPIRE resolve $TMP/b.csv victory 2>/dev/null | grep -qx 'set,winner,draw'
sh: sed 's/^unit,de-b,.*$/&\nunit,de-t,axis,DE,16pz,infantry,company,soft,2532,1,1,2,1,4,4,6/' tests/golden/data/s43-victory-benchmarks.csv >$TMP/t.csv && $UMPIRE resolve $TMP/t.csv victory -o $TMP/t2.csv | grep -qxF 'de-t is in an Allied ZOC and could not reach 0308: its 1 step count (§28.31 n).' && grep -qx 'set,winner,draw' $TMP/t2.csv
sh: sed 's/^unit,de-b,.*$/&\nunit,de-t,axis,DE,16pz,infantry,company,soft,0309,1,1,2,1,4,4,6\nunit,uk-t,allied,UK,46,infantry,company,soft,0310,1,2,2,1,4,4,6/; s/^@hex,.*$/&\nhex,0308,1,clear,,\nhex,0309,1,clear,,\nhex,0310,1,clear,,/' tests/golden/data/s43-victory-benchmarks.csv >$TMP/r.csv && $UMPIRE resolve $TMP/r.csv victory 2>/dev/null | grep -qx 'set,winner,axis'
sh: grep -v '^set,opt_military_objectives' tests/golden/data/s43-victory-benchmarks.csv | sed 's/^unit,de-y,\(.*\),80,/unit,de-y,\1,81,/' >$TMP/off.csv && $UMPIRE resolve $TMP/off.csv victory 2>/dev/null | grep -qx 'set,winner,axis'
