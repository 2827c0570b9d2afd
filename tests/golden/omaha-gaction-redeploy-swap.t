# §16.34: g3 redeploys to C2, a village hex, with the mobile marker mm1: mm1 goes back to
# the mobile pool and g3 takes a building marker, mb1 (named at the table).
cmd: resolve tests/examples/data/omaha-ga-redeploy-swap.csv german-action sector=east --card '1:fire=blue,red/R,green;target=1' drawn=mb1 -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mb1,g3,building,2,,0' $TMP/s.csv
sh: grep -qx 'marker,mm1,box-mobile,mobile,1,,0' $TMP/s.csv
sh: grep -qx 'marker,mb2,box-building,building,1,BZ,0' $TMP/s.csv
--- stdout
B3 (red, number 3): redeploy (§16).
g3 redeploys with its marker from B3 to C2 (1212: not a VP position, number 2, US strength 2 in its field); it does not fire this phase (§16.32) (§16.3).
g3, with the mobile marker mm1, moves to 1212 (a building hex): the marker goes back to the mobile pool for mb1, drawn from the building pool (1 of 2), unrevealed (§16.34).
--- stderr
