# French transcript of EX-09-10.1-wn60-eliminated.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09-wn60-gone.csv clear sector=east hexes=0606,0612 --card fire=red,violet,blue -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'hex,0606,east,beach,mid,1,1,,' $TMP/s.csv
sh: grep -qx 'hex,0612,east,beach,mid,1,1,,' $TMP/s.csv
--- stdout
Le génie nettoie les obstacles de 0606 (§10.1).
Le génie nettoie les obstacles de 0612 (§10.1).
2 sur 2 hexagones dégagés dans le secteur est ce tour (marée basse) (§10.12).
--- stderr
