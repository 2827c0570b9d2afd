# §7.4: the free action removes the Climb marker.
cmd: resolve tests/examples/data/omaha-climb-marker.csv rally unit=K/3/16 marker=climb -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0710,ER1,0,,' $TMP/s.csv
--- stdout
A free action (a climb marker's action): the 1st Division's count stays (§7.1).
K/3/16 removes its Climb marker (a free action) (§7.4).
--- stderr
