# French transcript of E20-13.4-ip-shift.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3135 by=de-art-a,de-art-b,de-art-c --dice 2,2 --lang fr
status: 0
sh: grep -q "^unit,us-d,.*,3135,,1,1,2," "$TMP/.out"
sh: grep -q "^unit,de-art-a,.*;*fired" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Bombardement offensif de l'Axe de 3135 (§13.0).
de-art-a bombarde depuis 3336, à 2 hexes (portée 6) : 12 points (valeur d'attaque) (§13.0; ruling bombard-value).
de-art-b bombarde depuis 3337, à 3 hexes (portée 6) : 8 points (valeur d'attaque) (§13.0; ruling bombard-value).
de-art-c bombarde depuis 3237, à 3 hexes (portée 6) : 5 points (valeur d'attaque) (§13.0; ruling bombard-value).
Groupe visé en 3135 (3 compagnies ou 9 sections au plus) : us-d (§13.1, §13.2).
25 points de soutien : colonne 22-27 (§13.0).
3135 est une position défensive achevée : 2 colonnes vers la gauche, 13-16 (§13.4).
Le joueur de l'Axe obtient 2d6 = 2+2 = 4 sur la colonne 13-16 (touché sur 4) : une unité du groupe perd un pas de perte (§13.5).
us-d subit un pas de perte : retournée sur son côté à plus faible potentiel (§13.5).
