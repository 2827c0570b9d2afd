# EX-12 (§16): A4 and C2 may both Reinforce (blue, letter R: reinforce in the German
# Action Summary, letters reconstructed); one unit is left: the higher-numbered A4
# gets it, C2 gets nothing (§9.34).
cmd: resolve tests/examples/data/omaha-ex12.csv reinforce sector=east --card '1:fire=blue/R,red,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,t1,A4,1012,reinf,352,0,0,hidden,,' $TMP/s.csv
--- stdout
A4 (number 4) receives a unit drawn from the tactical pool: 1 of 1, t1 (§16.4).
It is placed face down in 1012 with a depth marker; it does not fire this phase (§16.4).
No reinforcement unit is left: nothing appears in C2 (§9.34).
--- stderr
