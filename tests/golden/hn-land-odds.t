# odds of land: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-fire.csv land
status: 64
--- stdout
--- stderr
umpire: heroes: 'land' leaves nothing to chance: its outcome is certain (resolve it)
