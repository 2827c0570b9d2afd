# odds of control: it leaves nothing to chance, and odds says so.
cmd: odds tests/golden/data/hn-sc1-end.csv control objective=s1 by=cw
status: 64
--- stdout
--- stderr
umpire: heroes: 'control' leaves nothing to chance: its outcome is certain (resolve it)
