# French transcript of EX-01-5.1-seeded-draw.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,draws,1' $TMP/s.csv
sh: test $(grep -c ',track:landing-west$' $TMP/s.csv) = 1
sh: test $(grep -c ',pile$' $TMP/s.csv) = 5
--- stdout
Vérification du débarquement, secteur ouest, tour 2 (marée basse) (§5.1).
Carte landing-west tirée : 2 des 6 cartes de la pioche, carte 2 (§2.3).
A/1/116 (inf, symbole 1) en DG1 : lettre C, « step+drift-1W » sur la table de débarquement du tour 2 (§5.1).
A/1/116 subit un pas de perte (Landing Table) : il en reste 2 sur 3 (§5.1).
A/1/116 dérive de 1 case vers l'ouest : DG1 vers CH1 (§5.11).
B/1/116 (inf, symbole 2) en DW1 : lettre C, « step+drift-1W » sur la table de débarquement du tour 2 (§5.1).
B/1/116 subit un pas de perte (Landing Table) : il en reste 2 sur 3 (§5.1).
B/1/116 dérive de 1 case vers l'ouest : DW1 vers DG1 (§5.11).
C/1/116 (inf, symbole 2) en DR1 : lettre C, « step+drift-1W » sur la table de débarquement du tour 2 (§5.1).
C/1/116 subit un pas de perte (Landing Table) : il en reste 2 sur 3 (§5.1).
C/1/116 dérive de 1 case vers l'ouest : DR1 vers DW1 (§5.11).
D/1/116 (inf, symbole 3) en DW1 : lettre D, « none » sur la table de débarquement du tour 2 (§5.1).
D/1/116 : n'est pas affectée (§5.1).
--- stderr
