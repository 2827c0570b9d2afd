# Units the seed names whose Troupes card neither the seed nor the public
# implementation gives (tank destroyer, Nebelwerfer, Hobart's Funnies, trucks,
# half-tracks, command car, air-dropped artillery; digest B-4): their units-table
# rows are '?', and battling, moving or deploying one stops with exit 69 naming
# the cell.
cmd: resolve tests/golden/data/m44-b4-allies.csv fire from=1206 to=1204
status: 69
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv move unit=de-nw path=1203 2>&1); test $? -ne 0
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=gb-tr-1 type=truck via=lc lc=gb-lc-1 2>&1); test $? = 69 && printf '%s\n' "$out" | grep -q "row truck, column figures is unknown"
--- stdout
--- stderr
umpire: tables/memoir44/units.csv:38:4: table memoir44/units, row nebelwerfer, column figures is unknown ('?') (digest B-4 (the unit's Troupes card, not in the seed)): the rulebook does not give this value. Fill it in: edit tables/memoir44/units.csv, or pass --tables DIR with your own copy of units.csv.
