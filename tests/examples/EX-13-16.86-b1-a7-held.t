# EX-13 (b): A7 is held: B1 advances to A6.
cmd: resolve tests/examples/data/omaha-adv-a7.csv advance position=B1 path=1120 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,b1,A6,1120,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 advances toward A6 (the other arrow's position is held) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
No US unit on the path (§16.82).
b1 advances with its depth marker to A6 (1120) (§16.82).
--- stderr
