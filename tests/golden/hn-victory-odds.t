# odds of victory: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-sc1-end.csv victory
status: 64
--- stdout
--- stderr
umpire: heroes: 'victory' leaves nothing to chance: its outcome is certain (resolve it)
