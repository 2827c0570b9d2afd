# §8.4: an unrevealed reinforcement unit cannot be barraged.
cmd: resolve tests/examples/data/omaha-barrage-reinf.csv bombard type=tank unit=T1 target=0810 observer=K/3/16 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1'
status: 1
--- stdout
--- stderr
umpire: bombard: 0810 holds an unrevealed reinforcement unit, which cannot be barraged (§8.4, §8.52)
