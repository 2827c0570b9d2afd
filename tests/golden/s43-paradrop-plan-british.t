# paradrop plan= (§26.11 a): the target may not be British-held.
cmd: resolve tests/golden/data/s43-plan.csv paradrop plan=509-a@3356
status: 1
--- stdout
--- stderr
umpire: paradrop: 3356 is held by British units (§26.11 a)
