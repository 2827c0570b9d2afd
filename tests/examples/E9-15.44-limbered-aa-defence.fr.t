# French transcript of E9-15.44-limbered-aa-defence.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e9-limbered.csv assault from=3131 to=3031 --dice 1,1,6,6 policy=never loss=top --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur allié combat depuis 3131 avec us-inf (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur de l'Axe combat depuis 3031 avec 20mm (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Round 1 : le joueur allié attaque (§9.6).
Le joueur allié attaque, round 1 : tous les défenseurs sont non blindés : attaque contre non blindé (§9.31) ; attaque directe 4 (§9.3).
Attaque alliée 4 = unités 4 + soutien 0 (§9.3).
Terrain de 3031 (niveau 1) : +2 (terrain effects table).
Défense de l'Axe 3 = unités 1 + soutien 0 + terrain 2 (§9.4).
Rapport 4 contre 3 = 1:1, arrondi en faveur du défenseur (§9.61).
Le joueur allié obtient 2d6 = 1+1 = 2 sur 1:1 : le défenseur perd 3 pas de perte (table des combats).
Le joueur de l'Axe obtient 2d6 = 6+6 = 12 sur 1:1 : l'attaquant perd 0 pas de perte (table des combats).
20mm subit un pas de perte : éliminée (§9.64).
Le joueur de l'Axe n'a plus de pas parmi les unités qui ont combattu : 2 pas de perte non appliqués (§9.66 c).
3031 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
Le combat est terminé : un camp n'a plus d'unité qui combat (§9.6).
Combat terminé après 1 round : les Alliés ont perdu 0 pas de perte, l'Axe 1 pas de perte (§9.6).
