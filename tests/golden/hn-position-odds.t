# odds of position: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-engineer.csv position unit=rifles face=bocage
status: 64
--- stdout
--- stderr
umpire: heroes: 'position' leaves nothing to chance: its outcome is certain (resolve it)
