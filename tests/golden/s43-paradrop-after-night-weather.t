# paradrop (§22.42): this night's weather, rolled first (6+5 = 11, rain,
# set,weather_turn,13-night), cancels the drops of s43-drop-stale-rain.csv.
cmd: resolve tests/golden/data/s43-drop-stale-rain.csv weather --dice 6,5 -o $TMP/w.csv
sh: $UMPIRE resolve $TMP/w.csv paradrop -o $TMP/p.csv >$TMP/log 2>&1
sh: grep -q 'Rain this night: the 2 planned drops are cancelled' $TMP/log
sh: ! grep -q '^drop,' $TMP/p.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis rolls 2d6 = 6+5 = 11 on the weather table: rain (air points 0; line of sight 2 hexes at most (§22.41); a planned night paradrop is cancelled (§22.42); no ship attack (§8.6)) (§22.4).
The weather is rain until the next weather roll (set,weather) (§22).
--- stderr
