# EX-12 (§16): A4 and C4, the same number: the letter latest in the alphabet, C4,
# gets the unit.
cmd: resolve tests/examples/data/omaha-ex12-tie.csv reinforce sector=east --card '1:fire=blue/R,red,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,t1,C4,1212,reinf,352,0,0,hidden,,' $TMP/s.csv
--- stdout
C4 (number 4) receives a unit drawn from the tactical pool: 1 of 1, t1 (§16.4).
It is placed face down in 1212 with a depth marker; it does not fire this phase (§16.4).
No reinforcement unit is left: nothing appears in A4 (§9.34).
--- stderr
