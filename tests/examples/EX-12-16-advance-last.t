# EX-12 (§16, §16.85): B9 is the highest number but advances after every other
# action of the phase.
cmd: resolve tests/examples/data/omaha-ex12-order-b9.csv german-action sector=east --card '1:fire=blue/R,red/P,green/A;target=1' path=1015 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,g1,A7,1015,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
A4 (blue, number 4): reinforce (§16).
A4 (number 4) receives a unit drawn from the tactical pool: 1 of 1, t1 (§16.4).
It is placed face down in 1012 with a depth marker; it does not fire this phase (§16.4).
B3 (red, number 3): patrol (§16).
B3 patrols: it does not fire this phase (§16.6).
L/3/16 is disrupted (patrol, intense hex) (§16.6).
M/3/16 is disrupted (patrol, sustained hex) (§16.6).
C2 (blue, number 2): reinforce (§16).
No reinforcement unit is left: nothing appears in C2 (§9.34).
B9 (green, number 9): advance, after the other actions (§16.85).
B9 advances toward A7 (§16.8).
B9 attempts the advance (no US unit in its field of fire) (§16.81).
No US unit on the path (§16.82).
g1 advances with its depth marker to A7 (1015) (§16.82).
--- stderr
