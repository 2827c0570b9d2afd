# Sc-A aviateur: walker ends its move in p1 and rides it.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=walker path=D6,C5 board=p1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,walker,de,pilot,aboard,front,activated;aboard=p1,$" $TMP/s.csv
--- stdout
walker moves to C5 (core 3.2.1).
walker ends its move in p1: the counter turns and stays on the airplane (it counts for Conducteur; it cannot be fired at) (Sc-A aviateur).
--- stderr
