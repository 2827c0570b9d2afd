# French transcript of DT-09-13.1-continues-turn18.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-casualty-18.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,casualties.1,8' $TMP/s.csv
sh: ! grep -q 'set,result' $TMP/s.csv
--- stdout
Vérification du débarquement, secteur est, tour 18 (marée haute) (§5.1).
Carte landing-east 4 jouée à la table : elle quitte la pioche (§2.3).
X/1/16 (inf) ne fait pas de vérification du débarquement au tour 18 (§5.15).
La carte de débarquement montre une explosion de mine : les unités qui débarquent à travers des obstacles non dégagés subissent un pas de perte (§5.14).
X/1/16 subit un pas de perte (underwater mine) : il en reste 1 sur 3 (§5.2).
X/1/16 va dans la case de pertes de la 1re Division : 8 unités (§13.1).
--- stderr
