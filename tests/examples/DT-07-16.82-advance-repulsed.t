# DT-07 (§16.82): on the path, infantry of strength 3 in bocage (x2) and a tank of
# strength 1, neither with the card's symbol 1: 6 + 1 = 7: repulsed.
cmd: resolve tests/examples/data/omaha-adv-dt07.csv advance position=B1 path=1221,1222 --card '1:fire=green,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,b1,B1,1220,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
I/3/116 defends with 6 (doubled in a village or bocage) (§16.82).
T/743 defends with 1 (§16.82).
US defence 7 >= 7: the advance is repulsed; B1 stays and does not fire (§16.82).
--- stderr
