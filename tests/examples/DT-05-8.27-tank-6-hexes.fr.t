# French transcript of DT-05-8.27-tank-6-hexes.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16,T6 --tables tests/examples/data/omaha-tables --lang fr
status: 1
--- stdout
--- stderr
umpire: assault : T6 est à 6 hexagones, au-delà de sa portée imprimée (§8.1, §8.11; colonne 'range' des lignes d'unité)
