# los leaves nothing to chance: odds says so.
cmd: odds tests/examples/data/hn-ex04-sum.csv los from=D1 to=D8
status: 64
--- stdout
--- stderr
umpire: heroes: 'los' leaves nothing to chance: its outcome is certain (resolve it)
