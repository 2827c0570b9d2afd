# French transcript of EX-13-16.86-b1-a7-held.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-adv-a7.csv advance position=B1 path=1120 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'german,b1,A6,1120,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 avance vers A6 (la position de l'autre flèche est tenue) (§16.86).
B1 tente l'avancée (aucune unité US dans son champ de tir) (§16.81).
Aucune unité américaine sur le chemin (§16.82).
b1 avance avec son marqueur de réserve vers A6 (1120) (§16.82).
--- stderr
