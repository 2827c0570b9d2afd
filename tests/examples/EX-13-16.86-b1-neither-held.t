# EX-13 (a) (§16.86): neither A7 nor A6 is held: B1 advances to A7 (path typed
# from §16.82's diagram; no US unit on it).
cmd: resolve tests/examples/data/omaha-adv-free.csv advance position=B1 path=1221,1222 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,b1,A7,1222,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
No US unit on the path (§16.82).
b1 advances with its depth marker to A7 (1222) (§16.82).
--- stderr
