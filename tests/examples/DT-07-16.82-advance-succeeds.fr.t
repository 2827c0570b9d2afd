# French transcript of DT-07-16.82-advance-succeeds.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-adv-dt07-weak.csv advance position=B1 path=1221,1222 us_loss=I/3/116 displace=T/743:1223 --card '1:fire=green,red,blue;target=1' -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'german,b1,A7,1222,reinf,352,1,0,hidden,,' $TMP/s.csv
sh: grep -q '^unit,T/743,29,29,tank,2,2,1,1223,DW1,1,' $TMP/s.csv
sh: grep -q '^unit,I/3/116,29,29,inf,2,3,' $TMP/s.csv
--- stdout
B1 avance vers A7 (aucune n'est tenue : la première flèche) (§16.86).
B1 tente l'avancée (aucune unité US dans son champ de tir) (§16.81).
I/3/116 défend avec 6 (doublée dans un village ou un bocage) (§16.82).
T/743 sur le chemin est désorganisée (le symbole de cible de la carte) (§16.82).
Défense américaine 6 < 7 : l'avance allemande est réussie (§16.82).
I/3/116 subit un pas de perte (German advance) : il en reste 2 sur 3 (§16.82).
T/743 est déplacée de 1222 vers 1223 (§16.82).
b1 avance avec son marqueur de réserve vers A7 (1222) (§16.82).
--- stderr
