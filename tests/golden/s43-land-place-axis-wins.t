# land place= at the night of the 9th with only 3 markers (§24.441, §28.2): the
# Axis wins at once (set,winner,axis).
cmd: resolve tests/golden/data/s43-night9.csv land place=uk-uncle-red@2738,us-red,us-green -o $TMP/o.csv
status: 0
sh: grep -qx "set,winner,axis" $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach uk-uncle-red: its marker goes to 2738 on its "Small" face (the nearest Axis unit is 12 hexes away) (§24.412).
Beach us-red: its marker goes to 2745 on its "Small" face (the nearest Axis unit is 19 hexes away) (§24.412).
Beach us-green: its marker goes to 2561 on its "Small" face (the nearest Axis unit is 34 hexes away) (§24.412).
Only 3 beach markers on the map at the beach phase of the night of the 9th: the Axis player wins at once (§24.441, §28.2).
--- stderr
