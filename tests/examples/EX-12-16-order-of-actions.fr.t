# French transcript of EX-12-16-order-of-actions.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --card '1:fire=blue/R,red/P,green/A;target=1' path=1015 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'german,t1,A4,1012,reinf,352,0,0,hidden,,' $TMP/s.csv
sh: grep -qx 'german,g1,A7,1015,reinf,352,1,0,hidden,,' $TMP/s.csv
sh: grep -qx 'unit,L/3/16,1,1,inf,3,3,2,1314,ER1,1,,,0,1,3' $TMP/s.csv
sh: grep -qx 'unit,I/3/16,1,1,inf,3,3,2,1312,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
A4 (bleu, numéro 4) : reinforce (§16).
A4 (numéro 4) reçoit une unité tirée du stock tactical : 1 sur 1, t1 (§16.4).
Elle est placée face cachée en 1012 avec un marqueur de réserve ; elle ne tire pas cette phase (§16.4).
B3 (rouge, numéro 3) : patrol (§16).
B3 patrouille : elle ne tire pas cette phase (§16.6).
L/3/16 est désorganisée (patrouille, hexagone de tir intense) (§16.6).
M/3/16 est désorganisée (patrouille, hexagone de tir soutenu) (§16.6).
C2 (bleu, numéro 2) : reinforce (§16).
Il ne reste aucune unité de renfort : rien n'apparaît en C2 (§9.34).
B1 (vert, numéro 1) : avancée, après les autres actions (§16.85).
B1 avance vers A7 (§16.8).
B1 tente l'avancée (aucune unité US dans son champ de tir) (§16.81).
Aucune unité américaine sur le chemin (§16.82).
g1 avance avec son marqueur de réserve vers A7 (1015) (§16.82).
--- stderr
