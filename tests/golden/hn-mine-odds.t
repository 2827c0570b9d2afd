# odds of mine: it leaves nothing to chance, and odds says so.
cmd: odds tests/examples/data/hn-ex11-trench-zoc.csv mine unit=e at=E3
status: 64
--- stdout
--- stderr
umpire: heroes: 'mine' leaves nothing to chance: its outcome is certain (resolve it)
