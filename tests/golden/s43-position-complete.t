# position (§19.11): the IP begun in 2738 at 10-afternoon completes at the next
# works phase: on top, defence 5.
cmd: resolve tests/golden/data/s43-works.csv position hex=2738 units=re-d -o $TMP/o.csv
status: 0
sh: grep -qx "hex,2738,1,clear,ip," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
End of the second works phase: the IP marker goes to the top of the stack in 2738: complete (defence 5) (§19.11, §19.13).
--- stderr
