# bridge demolish (§20.22): "Les unités ne peuvent plus utiliser le pont pour le
# mouvement": the river hex 4452's column bridge, which move and retreat read,
# turns from intact to destroyed (it stayed intact, so units still crossed).
cmd: resolve tests/golden/data/s43-bridge-river.csv bridge action=demolish id=b-4452 unit=de-pio-2 --dice 3 -o $TMP/b.csv
status: 0
sh: grep -qx 'hex,4452,1,clear,1,destroyed,4451;4352;4552' $TMP/b.csv
sh: grep -qx 'bridge,b-4452,4452,,2,,axis' $TMP/b.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Demolition of bridge b-4452 by de-pio-2: the marker is not 0, the bridge is destroyed (§20.22).
The marker goes on the map aligned with the bridge, its value hidden from the opponent; units may no longer use the bridge (§20.22).
--- stderr
