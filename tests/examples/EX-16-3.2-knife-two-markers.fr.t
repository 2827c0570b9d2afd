# French transcript of EX-16-3.2-knife-two-markers.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=brit target=ger path=B3 knife=2 retreat=B5 --dice 3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,brit,cw,rifles,B4,front,activated;order=1,$" $TMP/s.csv
--- stdout
brit (rifles) lance un Assaut sur ger (rifles) (core 3.2.1, 6.3).
brit obtient 1d6 = 3 + attaque 3 + 2 marqueurs Knife 4 = 10 (§3.2 knife; core 6.3).
ger obtient 1d6 = 4 + attaque 3 = 7 (core 6.3).
brit gagne l'Assaut, 10 à 7 (core 6.3).
ger perd l'Assaut : un Pas de Perte, et elle recule (core 6.3).
ger subit un Pas de Perte : elle passe sur sa face arrière (rifles-r) (§3.5 Pas de Perte).
ger recule en B5 (core 6.3).
brit prend B4 (core 6.3).
--- stderr
