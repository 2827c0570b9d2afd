# French transcript of EX-01-5.1-landing-turn2-west.t (issue 19): its steps, line for line.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=west --card 12:landing=B,A,D -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'unit,A/1/116,29,29,inf,3,3,1,box:DR1,DG1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'unit,B/1/116,29,29,inf,3,3,2,box:ER1,DW1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'unit,C/1/116,29,29,inf,3,3,2,box:X3,DR1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'unit,D/1/116,29,29,inf,3,3,3,box:DW1,DW1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'card,12,track:landing-west' $TMP/s.csv
--- stdout
Vérification du débarquement, secteur ouest, tour 2 (marée basse) (§5.1).
Carte landing-west 12 jouée à la table : elle quitte la pioche (§2.3).
A/1/116 (inf, symbole 1) en DG1 : lettre B, « drift-2E » sur la table de débarquement du tour 2 (§5.1).
A/1/116 dérive de 2 cases vers l'est : DG1 vers DR1 (§5.11).
B/1/116 (inf, symbole 2) en DW1 : lettre A, « drift-4E » sur la table de débarquement du tour 2 (§5.1).
B/1/116 dérive de 4 cases vers l'est : DW1 vers ER1 (§5.11).
C/1/116 (inf, symbole 2) en DR1 : lettre A, « drift-4E » sur la table de débarquement du tour 2 (§5.1).
C/1/116 dérive de 4 cases vers l'est : DR1 vers X3 (§5.11).
D/1/116 (inf, symbole 3) en DW1 : lettre D, « none » sur la table de débarquement du tour 2 (§5.1).
D/1/116 : n'est pas affectée (§5.1).
--- stderr
