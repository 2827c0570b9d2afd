# French transcript of DT-09-13.1-catastrophic-turn12.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-casualty-12.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,casualties.1,8' $TMP/s.csv
sh: grep -qx 'set,result,catastrophic-loss' $TMP/s.csv
sh: grep -q '^unit,X/1/16,1,1,inf,1,3,1,box:FG1,FG1,0,,12,0,1$' $TMP/s.csv
--- stdout
Vérification du débarquement, secteur est, tour 12 (marée moyenne) (§5.1).
Carte landing-east 4 jouée à la table : elle quitte la pioche (§2.3).
X/1/16 (inf, symbole 1) en FG1 : lettre A, « none » sur la table de débarquement du tour 12 (§5.1).
X/1/16 : n'est pas affectée (§5.1).
La carte de débarquement montre une explosion de mine : les unités qui débarquent dans des obstacles non dégagés subissent un pas de perte (§5.14).
X/1/16 subit un pas de perte (underwater mine) : il en reste 1 sur 3 (§5.2).
X/1/16 va dans la case de pertes de la 1re Division : 8 unités (§13.1).
Pertes catastrophiques : 8 unités dans la case de pertes de la 1re Division (limite 8 aux tours 1-16) : la partie est perdue (§13.1).
--- stderr
