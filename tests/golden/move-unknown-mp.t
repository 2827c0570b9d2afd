# move (§5.21): no table prices a hex of levels 1 to 4: exit 69 naming the cell.
cmd: resolve tests/golden/data/move-b.csv move unit=us-tank-3 path=2626 -o $TMP/out.csv
status: 69
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: tables/salerno43/mech-movement.csv:26:2: table salerno43/mech-movement, row 1-4, column text is unknown ('?') (§5.21): the rulebook does not give this value. Fill it in: edit tables/salerno43/mech-movement.csv, or pass --tables DIR with your own copy of mech-movement.csv.
