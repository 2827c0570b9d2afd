# French transcript of EX-16-2.2-remplacant-assault-destroyed.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-remplacant-assault.csv assault unit=brit target=mg1 replace=loader retreat=E6 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,mg1,de,mg42,dead,back,,$" $TMP/s.csv
sh: grep -q "^unit,loader,de,loader,D7,front,,$" $TMP/s.csv
--- stdout
brit (rifles) lance un Assaut sur mg1 (mg42-r) (core 3.2.1, 6.3).
brit obtient 1d6 = 6 + attaque 3 = 9 (core 6.3).
mg1 obtient 1d6 = 1 + attaque 1 = 2 (core 6.3).
brit gagne l'Assaut, 9 à 2 (core 6.3).
mg1 perd l'Assaut : un Pas de Perte, et elle recule (core 6.3).
loader ne peut pas subir les Dégâts : l'arme lourde est Détruite dans un Assaut (§2.2 remplaçant).
mg1 est Détruite (core 3.2.3).
brit prend E5 (core 6.3).
--- stderr
