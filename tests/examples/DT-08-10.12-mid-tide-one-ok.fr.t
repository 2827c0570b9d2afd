# French transcript of DT-08-10.12-mid-tide-one-ok.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09-turn9.csv clear sector=east hexes=0606 --card fire=red,violet,blue -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,cleared.east,9:1' $TMP/s.csv
--- stdout
Le génie nettoie les obstacles de 0606 (§10.1).
1 sur 1 hexagone dégagé dans le secteur est ce tour (marée moyenne) (§10.12).
--- stderr
