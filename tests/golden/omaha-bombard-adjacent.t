# §8, §8.4: a barrage is never from an adjacent hex.
cmd: resolve tests/examples/data/omaha-barrage-adj.csv bombard type=tank unit=T1 target=0810 observer=K/3/16 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1'
status: 1
--- stdout
--- stderr
umpire: bombard: 0810 is 1 hex from 0710: a barrage is at range (5) but not adjacent (§8, §8.4, §8.11)
