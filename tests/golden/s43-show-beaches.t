# show (umpire-salerno43(7)): the beaches of the night of the 10th, their markers,
# faces and constructions, after the units.
cmd: show tests/golden/data/s43-night10.csv
status: 0
--- stdout
salerno43: 10-night, allied player active
2228  level 3
  1. cp-2228              axis   DE cp, 1/1 step
2738  level 1
  1. re-d                 allied UK engineer, 2/2 steps
2741  level 1
  1. re-a                 allied UK engineer, 2/2 steps
  2. re-b                 allied UK engineer, 2/2 steps
  3. re-c                 allied UK engineer, 2/2 steps
2747  level 1
  1. 531-a                allied US engineer, 2/2 steps
  2. 531-b                allied US engineer, 2/2 steps
  3. 531-c                allied US engineer, 2/2 steps
  4. 531-d                allied US engineer, 2/2 steps
  5. 531-e                allied US engineer, 2/2 steps
  6. 531-f                allied US engineer, 2/2 steps
beach uk-commando (UK): no marker
beach uk-roger-green (UK): no marker
beach uk-sugar (UK): no marker, building since 9-night
beach uk-uncle-red (UK): 2738, small, building since 9-night
beach us-blue (US): no marker, building since 9-night
beach us-green (US): 2561, small
beach us-rangers (US): 1327, small
beach us-red (US): 2745, small
--- stderr
