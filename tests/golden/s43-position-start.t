# position (§19.11): an unmoved engineer company starts an IP in 2737: marker
# at the bottom (position=ip_building, works=11-morning).
cmd: resolve tests/golden/data/s43-works.csv position hex=2737 units=re-a -o $TMP/o.csv
status: 0
sh: grep -qx "hex,2737,1,clear,ip_building,11-morning" $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
An IP marker goes to the bottom of the stack in 2737: under construction (§19.11).
--- stderr
