# §20.0 (issue 12): "Même s'il y a plusieurs ponts dans un hex, une unité ne
# peut tenter de réparer ou de démolir qu'un seul pont." de-pio-2 demolishes
# b-4452 (the marker drawn is 1); the unit keeps bridge=b-4452 for the turn,
# and its attempt on the second bridge of its hex, b-4452b, is refused until
# the turn order removes the marker (§20.0).
cmd: resolve tests/golden/data/s43-bridge-two.csv bridge action=demolish id=b-4452 unit=de-pio-2 --dice 2 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,de-pio-2,.*,bridge=b-4452$' $TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv bridge action=demolish id=b-4452b unit=de-pio-2 --dice 1 2>$TMP/e >/dev/null && grep -qxF 'umpire: bridge: de-pio-2 has tried bridge b-4452 this turn: a unit demolishes or repairs one bridge a turn, even with several in a hex (§20.0)' $TMP/e
sh: $UMPIRE resolve $TMP/a.csv turn -o $TMP/b.csv >$TMP/log && ! grep -q 'bridge=' $TMP/b.csv && grep -qxF '"bridge=ID" removed from 1 unit: de-pio-2 (§20.0: one bridge a unit and a turn).' $TMP/log
