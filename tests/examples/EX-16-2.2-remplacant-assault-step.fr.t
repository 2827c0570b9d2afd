# French transcript of EX-16-2.2-remplacant-assault-step.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-remplacant-assault.csv assault unit=brit target=mg replace=loader retreat=D6 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,mg,de,mg42,D6,front,,$" $TMP/s.csv
sh: grep -q "^unit,loader,de,loader,D7,back,,$" $TMP/s.csv
--- stdout
brit (rifles) lance un Assaut sur mg (mg42) (core 3.2.1, 6.3).
brit obtient 1d6 = 6 + attaque 3 = 9 (core 6.3).
mg obtient 1d6 = 1 + attaque 1 = 2 (core 6.3).
brit gagne l'Assaut, 9 à 2 (core 6.3).
mg perd l'Assaut : un Pas de Perte, et elle recule (core 6.3).
loader subit le Pas de Perte à la place de mg (l'arme lourde n'est pas Détruite) (§2.2 remplaçant).
loader subit un Pas de Perte : elle passe sur sa face arrière (loader-r) (§3.5 Pas de Perte).
mg recule en D6 (core 6.3).
brit prend D5 (core 6.3).
--- stderr
