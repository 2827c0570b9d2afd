# §19.3: a garrison does not stop an Advance; the successful Advance's destination A7 loses its garrison (C9 keeps its own).
cmd: resolve tests/examples/data/omaha-adv-garrison.csv advance position=B1 path=1221,1222 us_loss=I/3/116 displace=T/743:1223 --card '1:fire=green,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'set,garrisons,C9' $TMP/s.csv
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
I/3/116 defends with 6 (doubled in a village or bocage) (§16.82).
T/743 on the path is disrupted (the card's target symbol) (§16.82).
US defence 6 < 7: the advance succeeds (§16.82).
I/3/116 loses a step (German advance): 2 of 3 left (§16.82).
T/743 is displaced from 1222 to 1223 (§16.82).
b1 advances with its depth marker to A7 (1222) (§16.82).
The US garrison of A7 is removed (a successful Advance's destination) (§19.3).
--- stderr
