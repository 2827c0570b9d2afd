# odds of next: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-turn.csv next
status: 64
--- stdout
--- stderr
umpire: heroes: 'next' leaves nothing to chance: its outcome is certain (resolve it)
