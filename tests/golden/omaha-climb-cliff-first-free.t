# Ruling a01-cliff-first-step=free: the log says the first step is free.
cmd: resolve tests/examples/data/omaha-climb-cliff.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables --rule a01-cliff-first-step=free -o $TMP/s.csv
status: 0
--- stdout
A free action (the first step of a cliff, ruling a01-cliff-first-step=free): the 1st Division's count stays (§7.1).
K/3/16 starts climbing the cliff 0710/0610: a Climb Cliff marker, it stays in 0710 (a free action, ruling a01-cliff-first-step=free) (§7.5).
--- stderr
