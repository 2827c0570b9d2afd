# French transcript of n44-T18-T19-7.1.1-storm-mulberry.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t18.csv storm --tables tests/examples/data/normandie44-tables --dice 5,4,3 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,destroyed," $TMP/out.csv
sh: grep -q "^depot,mulberry-b,allied,mulberry,0711,reduced," $TMP/out.csv
sh: grep -q "^air,83-group,FB,uk,1,1,1,0,finished" $TMP/out.csv
sh: grep -q "^set,storm,A" $TMP/out.csv
--- stdout
Test de tempête en phase A : le joueur allié jette 1d6 = 5 : a storm (§1.1.1.1).
Tempête : 3 missions aériennes (disponibles et interdiction tactique) et l'appui naval sont annulés, vers "Finies" ; pas de débarquement, pas de bombardement cette phase (§1.1.1.1).
Mulberry mulberry-a : 1d6 = 4 : détruit, jamais reconstruit (§7.1.1).
Mulberry mulberry-b : 1d6 = 3 : il tient (§7.1.1).
--- stderr
