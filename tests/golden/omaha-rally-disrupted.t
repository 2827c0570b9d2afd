# §7.7: a disrupted unit removes its marker (a free action).
cmd: resolve tests/examples/data/omaha-ex07.csv rally unit=D/1/16 marker=disrupted -o $TMP/s.csv
status: 0
sh: grep -q '^unit,D/1/16,1,1,inf,3,3,1,0609,ER1,0,' $TMP/s.csv
--- stdout
A free action (a Disrupted marker's action): the 1st Division's count stays (§7.1).
D/1/16 removes its Disrupted marker (a free action, its only one this phase) (§7.7).
--- stderr
