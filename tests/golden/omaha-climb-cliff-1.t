# §7.5 step 1 (ruling a01-cliff-first-step=counted): a Climb Cliff marker; the unit
# stays.
cmd: resolve tests/examples/data/omaha-climb-cliff.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0710,ER1,0,climb-cliff,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
K/3/16 starts climbing the cliff 0710/0610: a Climb Cliff marker, it stays in 0710 (a counted action unless the unit has a free one, ruling a01-cliff-first-step) (§7.5).
--- stderr
