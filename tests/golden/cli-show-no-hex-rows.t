# show lists units by hex even when the state has no hex rows.
cmd: show tests/golden/data/no-hex-rows.csv
status: 0
--- stdout
salerno43: 9-morning, allied player active
2129  (no hex row)
  1. 2cdo-a               allied UK commando, 2/2 steps
  2. 2cdo-b               allied UK commando, 2/2 steps
2228  (no hex row)
  1. cp-2228              axis   DE cp, 1/1 step
2531  (no hex row)
  1. 16pz-pio-3           axis   DE engineer, 2/2 steps
--- stderr
