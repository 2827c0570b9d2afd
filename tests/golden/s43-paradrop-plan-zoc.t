# paradrop plan= (§26.11 b): the target may not be in an Axis ZOC.
cmd: resolve tests/golden/data/s43-plan.csv paradrop plan=509-a@3659
status: 1
--- stdout
--- stderr
umpire: paradrop: 3659 is in an Axis ZOC (§26.11 b)
