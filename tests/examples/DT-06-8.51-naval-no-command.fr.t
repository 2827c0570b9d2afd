# French transcript of DT-06-8.51-naval-no-command.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=B/1/16 naval=yes --tables tests/examples/data/omaha-tables --lang fr
status: 1
--- stdout
--- stderr
umpire: assault : le tir naval demande une unité d'infanterie qui attaque sous les ordres d'un HQ (ou avec sa propre radio, absente de l'état) (§8.1, §8.51)
