# French transcript of n44-E1-1.1.1.1-weather.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e1.csv weather --dice 6 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^set,weather_adj,-2" $TMP/out.csv
sh: grep -q "^set,weather,overcast" $TMP/out.csv
sh: grep -q "^set,weather_die,6" $TMP/out.csv
--- stdout
Le joueur allié jette 1d6 = 6, -1 pour les tours couverts précédents : 5, overcast (§1.1.1.1).
Le marqueur "Ajustement Météo" va à -2 pour le tour suivant (§1.1.1.1).
Couvert sur un 6 non modifié : le joueur allié teste une tempête en phase A (storm) (§1.1.1.1).
--- stderr
