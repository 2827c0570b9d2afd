# T17 (§1.1.1.3): the same tie in overcast weather: the Germans are player 1.
cmd: resolve tests/examples/data/n44-t17.csv initiative --tables tests/examples/data/normandie44-tables --dice 3,2 -o $TMP/out.csv
status: 0
sh: grep -q "^set,initiative,german" $TMP/out.csv
--- stdout
Initiative: the Allied player rolls 1d6 = 3 + 1 Supported HQ = 4; the German player 1d6 = 2 + 2 = 4 (§1.1.1.3).
A tie in overcast weather goes to the German player (§1.1.1.3).
The German player has the initiative: player 1 this turn (§1.1.1.3).
The German die, 2, read again on the German resource table: 1 replacement this turn (§1.1.1.3).
--- stderr
