# --tables tests/golden/data/tables: a combat.csv whose cell attacker,1:1, column 3 is '?'.
# The fixture's combat is 10 vs 7 = 1:1 and --dice 1,1 gives the attacker a total of 2,
# which only that cell covered: the order needs an unknown cell, exit 69, nothing written.
# The message names the cell by file:line:column and by row and column, and the file to
# edit is the --tables copy that was read.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 --tables tests/golden/data/tables -o $TMP/out.csv
status: 69
sh: test "$(wc -l < "$TMP/.err")" -eq 1
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/tables/salerno43/combat.csv:22:6: table salerno43/combat, row attacker,1:1, column 3 is unknown ('?') (§9.65): the rulebook does not give this value. Fill it in: edit tests/golden/data/tables/salerno43/combat.csv, or pass --tables DIR with your own copy of combat.csv.
