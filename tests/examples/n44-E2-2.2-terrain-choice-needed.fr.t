# French transcript of n44-E2-2.2-terrain-choice-needed.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e2.csv assault hq=us-vii att=us-2-armd to=1213 --tables tests/examples/data/normandie44-tables --lang fr
status: 64
--- stdout
--- stderr
umpire: assault : 1213 est un village ou bocage au choix du défenseur, pas les deux (§2.2, E2) : nommez terrain=terrain, terrain=settlement ou terrain=best
