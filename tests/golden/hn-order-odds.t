# odds of order: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-turn.csv order unit=brit token=3
status: 64
--- stdout
--- stderr
umpire: heroes: 'order' leaves nothing to chance: its outcome is certain (resolve it)
