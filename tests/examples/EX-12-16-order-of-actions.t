# EX-12 (§16), the order of German actions on one card (blue R, red P, green A;
# letters reconstructed, German Action Summary): A4 (4) and C2 (2), empty, both
# Reinforce; B3 (3) patrols; B1 (1) advances. Highest number first: A4 takes the
# only unit, B3 patrols, C2 finds none (§9.34); the Advance comes last (§16.85)
# although B1's turn would otherwise be last anyway; see the -advance-last test.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --card '1:fire=blue/R,red/P,green/A;target=1' path=1015 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,t1,A4,1012,reinf,352,0,0,hidden,,' $TMP/s.csv
sh: grep -qx 'german,g1,A7,1015,reinf,352,1,0,hidden,,' $TMP/s.csv
sh: grep -qx 'unit,L/3/16,1,1,inf,3,3,2,1314,ER1,1,,,0,1,3' $TMP/s.csv
sh: grep -qx 'unit,I/3/16,1,1,inf,3,3,2,1312,ER1,0,,,0,1,3' $TMP/s.csv
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
B1 (green, number 1): advance, after the other actions (§16.85).
B1 advances toward A7 (§16.8).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
No US unit on the path (§16.82).
g1 advances with its depth marker to A7 (1015) (§16.82).
--- stderr
