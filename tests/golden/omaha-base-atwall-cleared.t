# §19.3: the AT wall 0810/0910 borders the base's range: N/3/16 crosses it as if it did not exist; traffic management: free.
cmd: resolve tests/examples/data/omaha-base-move.csv move unit=N/3/16 to=0910 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: ! grep -q '^set,actions' $TMP/s.csv && grep -q '^unit,N/3/16,1,1,inf,3,3,1,0910,' $TMP/s.csv
--- stdout
The atwall hexside 0810/0910 borders the range of the engineer base in 0711: it no longer hinders the move (§19.3).
Traffic management: the move starts on the shelf hex 0810, in the range of the engineer base in 0711: a free action (§19.3).
A free action (traffic management, §19.3): the 1st Division's count stays (§7.1).
N/3/16 moves from 0810 to 0910 (§7.3).
--- stderr
