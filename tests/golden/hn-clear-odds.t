# odds of clear: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-engineer.csv clear unit=pio marker=m1
status: 64
--- stdout
--- stderr
umpire: heroes: 'clear' leaves nothing to chance: its outcome is certain (resolve it)
