# reorganize (§14.1): us-inf-b is out of supply: refused.
cmd: resolve tests/golden/data/s43-reorg.csv reorganize units=us-inf-b
status: 1
--- stdout
--- stderr
umpire: reorganize: us-inf-b is out of supply (§14.1, §14.21)
