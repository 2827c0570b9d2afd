# EX-13 (c): A6 is held: B1 advances to A7.
cmd: resolve tests/examples/data/omaha-adv-a6.csv advance position=B1 path=1221,1222 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,b1,A7,1222,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 advances toward A7 (the other arrow's position is held) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
No US unit on the path (§16.82).
b1 advances with its depth marker to A7 (1222) (§16.82).
--- stderr
