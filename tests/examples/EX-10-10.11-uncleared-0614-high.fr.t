# French transcript of EX-10-10.11-uncleared-0614-high.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex10-17.csv land sector=east --card 1:landing=A,A,A,mine -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,B/1/16,1,1,inf,2,3,' $TMP/s.csv
sh: grep -q '^unit,A/1/16,1,1,inf,3,3,' $TMP/s.csv
--- stdout
Vérification du débarquement, secteur est, tour 17 (marée haute) (§5.1).
Carte landing-east 1 jouée à la table : elle quitte la pioche (§2.3).
A/1/16 (inf) ne fait pas de vérification du débarquement au tour 17 (§5.15).
B/1/16 (inf) ne fait pas de vérification du débarquement au tour 17 (§5.15).
C/1/16 (inf) ne fait pas de vérification du débarquement au tour 17 (§5.15).
La carte de débarquement montre une explosion de mine : les unités qui débarquent à travers des obstacles non dégagés subissent un pas de perte (§5.14).
B/1/16 subit un pas de perte (underwater mine) : il en reste 2 sur 3 (§5.2).
--- stderr
