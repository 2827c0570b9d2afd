# §19.3: the garrison on A4 keeps the Reinforce action's unit out; C2 receives the Tactical unit.
cmd: resolve tests/examples/data/omaha-ex12-garrison.csv reinforce sector=east --card '1:fire=blue/R,red,green;target=1' -o $TMP/s.csv
status: 0
sh: ! grep -q '^german,[^,]*,A4,' $TMP/s.csv && grep -q '^german,[^,]*,C2,' $TMP/s.csv
--- stdout
A US garrison holds A4: no German unit appears there (§19.3).
C2 (number 2) receives a unit drawn from the tactical pool: 2 of 2, t2 (§16.4).
It is placed face down in 1212 with a depth marker; it does not fire this phase (§16.4).
--- stderr
