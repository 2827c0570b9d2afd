# French transcript of n44-T4-6.5-a2-plus-a1.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0813 cruisers=1 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-243-920,german,de,infantry,243,2,2,3/2,3/2,6,2,0813,2,2," $TMP/out.csv
--- stdout
Bombardement de 0813, force 1 : 1d6 = 5 : 5 : A1 (TB) (§6.2).
de-243-920, A2, est frappée de nouveau : plus de A, un niveau de désorganisation à la place (D1 vers D2) (§6.5).
Le curseur W recule de 1 case vers la gauche (§6.2).
--- stderr
