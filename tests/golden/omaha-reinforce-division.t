# Ruling a27-reinforce-source=division: the unit comes from the Division pool.
cmd: resolve tests/examples/data/omaha-ex12-two.csv reinforce sector=east --card '1:fire=blue/R,red,green;target=1' --rule a27-reinforce-source=division -o $TMP/s.csv
status: 0
sh: grep -qx 'german,d1,A4,1012,reinf,352,0,0,hidden,,' $TMP/s.csv
--- stdout
A4 (number 4) receives a unit drawn from the division pool: 1 of 1, d1 (§16.4).
It is placed face down in 1012 with a depth marker; it does not fire this phase (§16.4).
No reinforcement unit is left: nothing appears in C2 (§9.34).
--- stderr
