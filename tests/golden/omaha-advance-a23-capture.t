# §16.82, §11.31, ruling a23-advance-capture (default capture): General Cota alone in
# the destination is captured when B1 advances there.
cmd: resolve tests/examples/data/omaha-adv-general.csv advance position=B1 path=1221,1222 us_loss=I/3/116 --card '1:fire=green,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,Cota,29,29,general,0,0,,eliminated,' $TMP/s.csv
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
I/3/116 defends with 6 (doubled in a village or bocage) (§16.82).
US defence 6 < 7: the advance succeeds (§16.82).
I/3/116 loses a step (German advance): 2 of 3 left (§16.82).
Cota is eliminated (a General alone in the Advance's destination: captured, ruling a23-advance-capture) (§11.31).
b1 advances with its depth marker to A7 (1222) (§16.82).
--- stderr
