# EX-17 (§3): no odds table for a shuffle of face-down counters (usage, 64).
cmd: odds tests/examples/data/omaha-setup-standard.csv setup scenario=standard
status: 64
--- stdout
--- stderr
umpire: omaha: setup shuffles face-down counters: every counter of a class is equally likely on each place of that class (1/N), and the lay-outs are too many to list (resolve it with --seed)
