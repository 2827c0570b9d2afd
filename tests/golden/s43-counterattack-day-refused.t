# counterattack (§10.21): it is declared at the start of a night turn only.
cmd: resolve tests/golden/data/s43-salerno.csv counterattack
status: 1
--- stdout
--- stderr
umpire: counterattack: it is declared at the start of a night turn, and the turn is 10-morning (§10.21, §3.3)
