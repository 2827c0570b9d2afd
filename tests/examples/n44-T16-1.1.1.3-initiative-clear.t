# T16 (§1.1.1.3): 3 + 1 = 4 against 2 + 2 = 4 in clear weather: the Allies are player
# 1. The German die, 2, reads the (test) resource table: 1 replacement.
cmd: resolve tests/examples/data/n44-t16.csv initiative --tables tests/examples/data/normandie44-tables --dice 3,2 -o $TMP/out.csv
status: 0
sh: grep -q "^set,initiative,allied" $TMP/out.csv
sh: grep -q "^set,replacements.german,1" $TMP/out.csv
--- stdout
Initiative: the Allied player rolls 1d6 = 3 + 1 Supported HQ = 4; the German player 1d6 = 2 + 2 = 4 (§1.1.1.3).
A tie in clear weather goes to the Allied player (§1.1.1.3).
The Allied player has the initiative: player 1 this turn (§1.1.1.3).
The German die, 2, read again on the German resource table: 1 replacement this turn (§1.1.1.3).
--- stderr
