# Only the active side battles (set,active is allies): a German unit's order is
# refused.
cmd: resolve fixtures/memoir44/sword-beach.csv fire from=1017 to=1019 --seed 7
status: 1
--- stdout
--- stderr
umpire: de-inf-2 is not the active side's (set,active is allies; B-7)
