# French transcript of E8-13.2-bombardment-target-group.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 type=nato --dice 1,3 --lang fr
status: 0
sh: grep -q "^unit,pg-1,.*,3031,,6,1,2," "$TMP/.out"
sh: grep -q "^unit,pg-2,.*,3031,,7,2,2," "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Bombardement défensif allié de 3031 (§13.0).
us-105-a bombarde depuis 3335, à 5 hexes (portée 6) : 7 points (valeur de défense) (§13.0; ruling bombard-value).
us-105-b bombarde depuis 3336, à 6 hexes (portée 6) : 6 points (valeur de défense) (§13.0; ruling bombard-value).
Groupe visé en 3031 (3 compagnies ou 9 sections au plus) : pz-1, pz-2, pz-3, pz-4, pz-5, pg-1 (sous les unités du combat) ; les unités en dessous ne sont pas affectées (§13.1, §13.2).
13 points de soutien : colonne 13-16 (§13.0).
Le joueur allié obtient 2d6 = 1+3 = 4 sur la colonne 13-16 (touché sur 4) : une unité du groupe perd un pas de perte (§13.5).
pg-1 subit un pas de perte : retournée sur son côté à plus faible potentiel (§13.5).
