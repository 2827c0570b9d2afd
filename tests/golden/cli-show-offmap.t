# show: a reinforcement waiting off the map (hex offmap, §18) is listed as off
# map, not as eliminated.
cmd: show tests/examples/data/e3.csv
status: 0
--- stdout
salerno43: 10-morning, axis player active
4458  level 2
  1. us-143-a             allied US infantry, 2/2 steps
off map: 16pz-aufkl-1
--- stderr
