# French transcript of E20-13.3-level3-shift.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3132 by=de-art-a,de-art-b --dice 1,3 --lang fr
status: 0
sh: grep -q "^unit,us-a,.*,3132,,1,1,2," "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Bombardement offensif de l'Axe de 3132 (§13.0).
de-art-a bombarde depuis 3336, à 5 hexes (portée 6) : 12 points (valeur d'attaque) (§13.0; ruling bombard-value).
de-art-b bombarde depuis 3337, à 6 hexes (portée 6) : 8 points (valeur d'attaque) (§13.0; ruling bombard-value).
Groupe visé en 3132 (3 compagnies ou 9 sections au plus) : us-a (§13.1, §13.2).
20 points de soutien : colonne 17-21 (§13.0).
3132 est altitude 2-3 : 1 colonne vers la gauche, 13-16 (§13.3).
Le joueur de l'Axe obtient 2d6 = 1+3 = 4 sur la colonne 13-16 (touché sur 4) : une unité du groupe perd un pas de perte (§13.5).
us-a subit un pas de perte : retournée sur son côté à plus faible potentiel (§13.5).
