# exit draws no card: no odds.
cmd: odds tests/examples/data/omaha-exit.csv exit unit=u1
status: 64
--- stdout
--- stderr
umpire: omaha: 'exit' leaves nothing to chance: its outcome is certain (resolve it)
