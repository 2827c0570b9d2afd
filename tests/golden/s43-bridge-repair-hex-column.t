# bridge repair (§20.24, §20.33): once repaired the bridge is open to movement
# again: the hex column bridge goes back to intact. Demolished by a marker 2,
# then the engineer rolls a 5 in the afternoon works phase.
cmd: resolve tests/golden/data/s43-bridge-river.csv bridge action=demolish id=b-4452 unit=de-pio-2 --dice 3 -o $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv bridge action=repair id=b-4452 unit=de-pio-2 --dice 5 -o $TMP/r.csv 2>/dev/null
sh: grep -qx 'hex,4452,1,clear,1,intact,4451;4352;4552' $TMP/r.csv
sh: grep -qx 'bridge,b-4452,4452,,,,,' $TMP/r.csv || grep -qx 'bridge,b-4452,4452,,,,' $TMP/r.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Demolition of bridge b-4452 by de-pio-2: the marker is not 0, the bridge is destroyed (§20.22).
The marker goes on the map aligned with the bridge, its value hidden from the opponent; units may no longer use the bridge (§20.22).
--- stderr
