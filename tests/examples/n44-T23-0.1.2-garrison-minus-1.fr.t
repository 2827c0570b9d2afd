# French transcript of n44-T23-0.1.2-garrison-minus-1.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0613 destroyers=2 --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^set,naval.used.wtf.destroyer,2" $TMP/out.csv
--- stdout
Bombardement de 0613, force 2 : 1d6 = 4, -1 on a garrison (§0.1.2) : 3 : - (TB) (§6.2).
Pas d'effet (§6.2).
Le curseur W recule de 2 cases vers la gauche (§6.2).
--- stderr
