# French transcript of T-6-III-HeavyArty-no-token.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-guns.csv bombard from=0101 to=0302 --dice 1,6 retreat=0403 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled," $TMP/s.csv
sh: grep -q "^unit,gb-inf-2,allies,GB,infantry,0403,3," $TMP/s.csv
sh: sed "s/,0601,4,/,0301,1,/" $ROOT/tests/examples/data/m44-guns.csv > $TMP/one.csv && "$UMPIRE" resolve $TMP/one.csv bombard from=0101 to=0301 --dice 4,6,5 -o $TMP/e.csv | grep -q "eliminated: 1 medal to the axis" && grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled," $TMP/e.csv && grep -q "^set,medals.axis,1" $TMP/e.csv
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
de-hart-1 (heavy_artillery, 2 figurines) en 0101 tire sur gb-inf-2 (infantry) en 0302 à la portée 3 (B-9, §6.2).
heavy_artillery dés à la portée 3 : 2 (§III-HeavyArty L338, §III-Destroyer L362).
de-hart-1 lance 2 dés de combat contre gb-inf-2 : infanterie, drapeau (B-1).
gb-inf-2 perd 1 figurine sur 1 coup au but (B-2).
gb-inf-2 bat en retraite de 1 hex, de 0302 à 0403 (B-11).
--- stderr
