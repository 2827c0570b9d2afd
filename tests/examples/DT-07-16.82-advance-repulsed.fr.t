# French transcript of DT-07-16.82-advance-repulsed.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-adv-dt07.csv advance position=B1 path=1221,1222 --card '1:fire=green,red,blue;target=1' -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'german,b1,B1,1220,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1 avance vers A7 (aucune n'est tenue : la première flèche) (§16.86).
B1 tente l'avancée (aucune unité US dans son champ de tir) (§16.81).
I/3/116 défend avec 6 (doublée dans un village ou un bocage) (§16.82).
T/743 défend avec 1 (§16.82).
Défense américaine 7 >= 7 : l'avance allemande est repoussée ; B1 reste et ne tire pas (§16.82).
--- stderr
