# §8.6 (issue 12): "si le matin est à la pluie ... il n'y a pas non plus de jet
# de dé pour l'après-midi". The weather order of a morning keeps that morning's
# weather (set,weather_morning), which no order wrote before: 10-morning rolls
# rain (6+6); the turn goes on to 10-afternoon, which rolls clear (3+4); the
# Axis attack on the ships is still refused; the night's turn forgets it. An
# afternoon's roll writes no morning weather.
cmd: resolve tests/examples/data/ships-afternoon.csv weather --dice 6,6 -o $TMP/m.csv
status: 0
sh: ! grep -q '^set,weather_morning' $TMP/m.csv
sh: sed 's/^set,turn,10-afternoon$/set,turn,10-morning/' tests/examples/data/ships-afternoon.csv >$TMP/s.csv && $UMPIRE resolve $TMP/s.csv weather --dice 6,6 -o $TMP/a.csv >$TMP/log && grep -qx 'set,weather_morning,rain' $TMP/a.csv && grep -qxF "The morning's weather is kept for the afternoon's attack on ships (set,weather_morning) (§8.6)." $TMP/log
sh: $UMPIRE resolve $TMP/a.csv turn -o $TMP/b.csv && grep -qx 'set,turn,10-afternoon' $TMP/b.csv && grep -qx 'set,weather_morning,rain' $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv weather --dice 3,4 -o $TMP/c.csv && grep -qx 'set,weather,clear' $TMP/c.csv && grep -qx 'set,weather_morning,rain' $TMP/c.csv
sh: ! $UMPIRE resolve $TMP/c.csv bombard kind=ships at=2540 --dice 6,6 -o $TMP/x.csv 2>$TMP/e && test ! -e $TMP/x.csv && grep -qxF 'umpire: bombard: the morning was rainy: no roll this afternoon (§8.6)' $TMP/e
sh: $UMPIRE resolve $TMP/c.csv turn -o $TMP/d.csv && grep -qx 'set,turn,10-night' $TMP/d.csv && ! grep -q '^set,weather_morning' $TMP/d.csv
