# position (§19.0, §19.11): 2646 is a river hex with no bridge, in the ZOC of
# the Axis company in 2746: §19.0 forbids only hexes with a bridge, so the IP
# is begun (any river hex was refused).
cmd: resolve tests/golden/data/s43-works-river.csv position hex=2646 units=re-i -o $TMP/p.csv
status: 0
sh: grep -qx 'hex,2646,1,clear,ip_building,11-morning,1,,2645;2546;2746' $TMP/p.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
An IP marker goes to the bottom of the stack in 2646: under construction (§19.11).
--- stderr
