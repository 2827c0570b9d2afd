# odds of reveal: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-engineer.csv reveal unit=scout targets=hidden
status: 64
--- stdout
--- stderr
umpire: heroes: 'reveal' leaves nothing to chance: its outcome is certain (resolve it)
