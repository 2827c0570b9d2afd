# odds of bombard: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-fire.csv bombard
status: 64
--- stdout
--- stderr
umpire: heroes: 'bombard' leaves nothing to chance: its outcome is certain (resolve it)
