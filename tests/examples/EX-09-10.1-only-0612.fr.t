# French transcript of EX-09-10.1-only-0612.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09.csv clear sector=east hexes=0612 --card fire=red,violet,blue -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'hex,0612,east,beach,mid,1,1,,' $TMP/s.csv
sh: grep -qx 'set,cleared.east,3:1' $TMP/s.csv
--- stdout
Le génie nettoie les obstacles de 0612 (§10.1).
1 sur 2 hexagones dégagés dans le secteur est ce tour (marée basse) (§10.12).
--- stderr
