# §16.2, §9.21: B3 resupplies: its marker is drawn from the mobile pool (mm2, named).
cmd: resolve tests/examples/data/omaha-ex12-pools.csv german-action sector=east --card '1:fire=blue/A,red/R,green/P;target=1' drawn=mm2 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,g3,B3,1414,reinf,352,1,0,hidden,,' $TMP/s.csv
sh: grep -qx 'marker,mm2,g3,mobile,2,DEMO,0' $TMP/s.csv
sh: grep -qx 'marker,mm1,box-mobile,mobile,1,,0' $TMP/s.csv
--- stdout
A4 (blue, number 4): ambush (§16).
K/3/16 is disrupted (ambush, sustained or sporadic hex) (§16.9).
B3 (red, number 3): resupply (§16).
g3 draws depth marker mm2 from the mobile pool (2 of 2): placed unrevealed under it (§9.21).
B3 resupplies: it draws a depth marker (face down) (§16.2).
B3 then fires (§6: the fire order) (§16.2).
C2 (blue, number 2): ambush (§16).
K/3/16 is already disrupted (ambush, sustained or sporadic hex) (§16.9).
B1 (green, number 1): patrol (§16).
B1 patrols: it does not fire this phase (§16.6).
No US unit within 3 hexes of B1: no action (§16.61).
--- stderr
