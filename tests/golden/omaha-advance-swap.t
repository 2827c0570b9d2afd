# §16.83 (DT-07 variant): b1 advances with the building marker mb1 to A7 (1222, no building):
# mb1 goes back to the building pool, b1 takes mm2 from the mobile pool (--dice 2).
cmd: resolve tests/examples/data/omaha-adv-swap.csv advance position=B1 path=1221,1222 us_loss=I/3/116 displace=T/743:1223 --card '1:fire=green,red,blue;target=1' --dice 2 -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mm2,b1,mobile,?,?,?' $TMP/s.csv
sh: grep -qx 'marker,mb1,box-building,building,2,,0' $TMP/s.csv
sh: grep -qx 'german,b1,A7,1222,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
I/3/116 defends with 6 (doubled in a village or bocage) (§16.82).
T/743 on the path is disrupted (the card's target symbol) (§16.82).
US defence 6 < 7: the advance succeeds (§16.82).
I/3/116 loses a step (German advance): 2 of 3 left (§16.82).
T/743 is displaced from 1222 to 1223 (§16.82).
b1 advances with its depth marker to A7 (1222) (§16.82).
b1, with the building marker mb1, moves to 1222 (no building): the marker goes back to the building pool for mm2, drawn from the mobile pool (2 of 2), unrevealed (§16.83).
--- stderr
