# odds of place: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-setup.csv place what=ger at=B7
status: 64
--- stdout
--- stderr
umpire: heroes: 'place' leaves nothing to chance: its outcome is certain (resolve it)
