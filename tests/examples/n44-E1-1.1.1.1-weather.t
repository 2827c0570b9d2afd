# E1 (§1.1.1.1): the roll of 6 takes 1 for turn 2's overcast: 5, overcast (the one cell
# of the weather table the rulebook gives); turn 4's adjustment is -2; overcast from an
# unmodified 6 arms the storm test.
cmd: resolve tests/examples/data/n44-e1.csv weather --dice 6 -o $TMP/out.csv
status: 0
sh: grep -q "^set,weather_adj,-2" $TMP/out.csv
sh: grep -q "^set,weather,overcast" $TMP/out.csv
sh: grep -q "^set,weather_die,6" $TMP/out.csv
--- stdout
The Allied player rolls 1d6 = 6, -1 for the overcast turns before: 5, overcast (§1.1.1.1).
The "Ajustement Météo" marker goes to -2 for the next turn (§1.1.1.1).
Overcast from an unmodified 6: the Allied player tests for a storm in phase A (storm) (§1.1.1.1).
--- stderr
