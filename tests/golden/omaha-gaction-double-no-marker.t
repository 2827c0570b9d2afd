# §16: B3 (occupied, no depth marker) on a double red symbol does not act; the blue
# Reinforce and the green Advance do.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --card '1:fire=blue/R,red2/P,green/A;target=1' path=1015 -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,L/3/16,1,1,inf,3,3,2,1314,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
B3 (red, double symbol) has no depth marker: it does not act (§16).
A4 (blue, number 4): reinforce (§16).
A4 (number 4) receives a unit drawn from the tactical pool: 1 of 1, t1 (§16.4).
It is placed face down in 1012 with a depth marker; it does not fire this phase (§16.4).
C2 (blue, number 2): reinforce (§16).
No reinforcement unit is left: nothing appears in C2 (§9.34).
B1 (green, number 1): advance, after the other actions (§16.85).
B1 advances toward A7 (§16.8).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
No US unit on the path (§16.82).
g1 advances with its depth marker to A7 (1015) (§16.82).
--- stderr
