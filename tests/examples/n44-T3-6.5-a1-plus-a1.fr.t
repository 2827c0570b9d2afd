# French transcript of n44-T3-6.5-a1-plus-a1.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0714 cruisers=1 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-91-1057,german,de,infantry,91,2,2,3/2,3/2,6,2,0714,0,2," $TMP/out.csv
--- stdout
Bombardement de 0714, force 1 : 1d6 = 5 : 5 : A1 (TB) (§6.2).
de-91-1057 est Affectée : A2 (§6.5).
de-91-1058 est Affectée : A2 (§6.5).
Le curseur W recule de 1 case vers la gauche (§6.2).
--- stderr
