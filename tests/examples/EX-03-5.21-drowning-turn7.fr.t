# French transcript of EX-03-5.21-drowning-turn7.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-drown-7.csv endturn -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,0,3,1,eliminated,' $TMP/s.csv
sh: grep -q '^unit,L/3/16,1,1,inf,3,3,2,0516,' $TMP/s.csv
sh: grep -q '^unit,M/3/16,1,1,inf,3,3,3,0613,' $TMP/s.csv
sh: grep -qx 'set,turn,8' $TMP/s.csv
sh: grep -qx 'card,1,discard' $TMP/s.csv
--- stdout
K/3/16 est éliminée (0513 est sous l'eau à marée moyenne) (§5.21).
K/3/16 va dans la case de pertes de la 1re Division : 1 unité (§13.1).
L/3/16 en 0516, sous l'eau à marée moyenne, porte un marqueur « climb cliff » : non éliminée (§5.21).
1 carte de la piste passe à la défausse (§4 VI).
Le marqueur de tour avance au tour 8 (§4 VI).
--- stderr
