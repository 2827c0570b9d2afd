# §7.5 step 2: with Climb Cliff, the free action crosses and flips it to Climb.
cmd: resolve tests/examples/data/omaha-climb-cliff-2.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,ER1,0,climb,' $TMP/s.csv
--- stdout
A free action (a Climb Cliff marker's action, §7.5): the 1st Division's count stays (§7.1).
K/3/16, with Climb Cliff, crosses the cliff 0710/0610 (a free action) and flips the marker to Climb (§7.5).
--- stderr
