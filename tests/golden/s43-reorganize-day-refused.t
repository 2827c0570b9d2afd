# reorganize (§14.21, §3.3 B b): the recovery phase is in a night turn.
cmd: resolve tests/golden/data/s43-salerno.csv reorganize
status: 1
--- stdout
--- stderr
umpire: reorganize: the recovery phase is in a night turn (§14.21, §14.31, §3.3 B b)
