# §7.4: an HQ crosses a bluff in one move, without a marker.
cmd: resolve tests/examples/data/omaha-ex07-bluff.csv move unit=16HQ to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,0610,' $TMP/s.csv
--- stdout
A free action (an HQ or General): the 1st Division's count stays (§7.1).
16HQ moves from 0710 to 0610 (§7.3).
--- stderr
