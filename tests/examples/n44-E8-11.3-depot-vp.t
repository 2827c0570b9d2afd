# E8 (§11.3): Utah, held out of enemy ZOC, is worth 3 + 3 = 6 VP.
cmd: resolve tests/examples/data/n44-e8.csv victory --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^set,vp.allied,46" $TMP/out.csv
sh: grep -q "^set,vp.german,80" $TMP/out.csv
--- stdout
+20 VP to the Germans: the turn (§11.3).
+6 VP to the Allies: the depot utah out of enemy ZOC, 3 + its capacity 3 (§11.3).
Automatic Allied victory: 0 German units on the map, fewer than 10 (§11.3).
VP: Allied 46, German 80: a margin of 34 for the German player: a marginal victory (§11.3).
--- stderr
