# odds of position: no chance involved (§19).
cmd: odds tests/golden/data/s43-works.csv position hex=2737 units=re-a
status: 64
--- stdout
--- stderr
umpire: odds: building a position involves no chance (§19)
