# French transcript of DT-11-5.11-high-tide-drift.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-high-drift.csv land sector=west --tables tests/examples/data/omaha-tables --card 5:landing=A,A,D follow=116HQ:T1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,T1,.*,turn:19,DR1,0,,17,1,0$' $TMP/s.csv
sh: grep -q '^unit,116HQ,.*,turn:19,' $TMP/s.csv
sh: grep -q '^unit,T2,.*,box:DW1,' $TMP/s.csv
sh: grep -q '^unit,T3,.*,turn:19,' $TMP/s.csv
--- stdout
Vérification du débarquement, secteur ouest, tour 17 (marée haute) (§5.1).
Carte landing-west 5 jouée à la table : elle quitte la pioche (§2.3).
116HQ (hq) ne fait pas de vérification du débarquement (§5.12).
T1 (tank, symbole 1) en DR1 : lettre A, « drift-1E » sur la table de débarquement du tour 17 (§5.1).
T1 dérive de 1 case vers l'est depuis DR1 jusqu'en EG1, qui ne pointe vers aucun hexagone de plage au-delà de la ligne de marée haute (§5.11).
T1 est retardée au tour 19 : marée haute (§5.11).
116HQ accompagne T1 (follow=) (§5.12).
T2 (tank, symbole 2) en DG1 : lettre A, « drift-1E » sur la table de débarquement du tour 17 (§5.1).
T2 dérive de 1 case vers l'est : DG1 vers DW1 (§5.11).
T3 (tank, symbole 3) en DW1 : lettre D, « drift-9E » sur la table de débarquement du tour 17 (§5.1).
T3 dérive de 9 cases vers l'est depuis DW1 : hors de la rangée (§5.11).
T3 est retardée au tour 19 : dérivée hors de la rangée (§5.11).
La carte de débarquement ne montre pas d'explosion de mine (§5.14).
--- stderr
