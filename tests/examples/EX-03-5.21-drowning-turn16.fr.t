# French transcript of EX-03-5.21-drowning-turn16.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-drown-16.csv endturn -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0613,' $TMP/s.csv
sh: grep -q '^unit,L/3/16,1,1,inf,0,3,2,eliminated,' $TMP/s.csv
sh: grep -qx 'card,1,pile' $TMP/s.csv
sh: grep -qx 'card,2,pile' $TMP/s.csv
--- stdout
K/3/16 en 0613, sous l'eau à marée haute, porte un marqueur « climb cliff » : non éliminée (§5.21).
L/3/16 est éliminée (0616 est sous l'eau à marée haute) (§5.21).
L/3/16 va dans la case de pertes de la 1re Division : 1 unité (§13.1).
1 carte de la piste passe à la défausse (§4 VI).
La case du tour 16 montre la marque de mélange : la défausse est mélangée dans la pioche (§4 VI).
Le marqueur de tour avance au tour 17 (§4 VI).
--- stderr
