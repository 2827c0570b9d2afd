# reorganize pair= (§14.23): the city 2762 is in an Axis ZOC: refused.
cmd: resolve tests/golden/data/s43-reorg.csv reorganize pair=us-inf-c,us-inf-d hex=2762
status: 1
--- stdout
--- stderr
umpire: reorganize: the city 2762 is in an enemy ZOC (§14.23)
