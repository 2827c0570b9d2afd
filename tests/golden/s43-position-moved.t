# position (§19.11): a builder that moved this turn may not build.
cmd: resolve tests/golden/data/s43-works.csv position hex=2737 units=re-c
status: 1
--- stdout
--- stderr
umpire: position: re-c moved this turn: the builders must not move for two successive turns (§19.11, §19.21)
