# BUG (today the hexes print as 002129, 002228, 002531: show uses %04d%02d): umpire show,
# the fixture's units by hex, top of stack first.
cmd: show fixtures/salerno43/commandos-2129.csv
status: 0
--- stdout
salerno43: 9-morning, allied player active
2129  level 2
  1. 2cdo-a               allied UK commando, 2/2 steps
  2. 2cdo-b               allied UK commando, 2/2 steps
2228  level 3, Fortified
  1. cp-2228              axis   DE cp, 1/1 step
2531  level 2, city
  1. 16pz-pio-3           axis   DE engineer, 2/2 steps
--- stderr
