# French transcript of E9-15.42-limber-20mm-night.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e9-night.csv limber unit=20mm to=on --dice 1,3 -o $TMP/l.csv --lang fr
status: 0
sh: grep -q "^unit,20mm,.*,limbered$" $TMP/l.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Jet 2d6 = 1+3 = 4 contre 20mm, MA 4 : au plus le potentiel de mouvement, le marqueur peut changer (§15.42).
20mm est limbered : il peut se déplacer, même en ZdC ennemie ; il tire encore à la moitié de ses valeurs imprimées, arrondie au supérieur, avec une défense de 1 (§15.41, §15.44).
--- stderr
