# French transcript of E7-9.82-axis-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e7.csv assault from=3923 to=4022 --dice 1,1,6,6 --lang fr
status: 1
--- stderr
umpire: assault : pas d'attaque à travers un précipice pendant la phase de l'Axe (3923) (§9.82)
