# French transcript of E4-9.34-how-vs-open-top.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e4.csv assault from=3030 to=3130 --dice 1,1,6,6 policy=never --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur allié combat depuis 3030 avec 25pdr-1 (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur de l'Axe combat depuis 3130 avec marder-1 (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Round 1 : le joueur allié attaque (§9.6).
Le joueur allié attaque, round 1 : défenseurs seulement non blindés ou open top et l'attaquant a des HOW, MTR ou RCL : toute l'attaque est contre non blindé (§9.34) ; attaque directe 6 (§9.3).
Attaque alliée 6 = unités 6 + soutien 0 (§9.3).
Terrain de 3130 (niveau 1) : +2 (terrain effects table).
Défense de l'Axe 5 = unités 3 + soutien 0 + terrain 2 (§9.4).
Rapport 6 contre 5 = 1:1, arrondi en faveur du défenseur (§9.61).
Le joueur allié obtient 2d6 = 1+1 = 2 sur 1:1 : le défenseur perd 3 pas de perte (table des combats).
Le joueur de l'Axe obtient 2d6 = 6+6 = 12 sur 1:1 : l'attaquant perd 0 pas de perte (table des combats).
marder-1 subit un pas de perte : éliminée (§9.64).
Le joueur de l'Axe n'a plus de pas parmi les unités qui ont combattu : 2 pas de perte non appliqués (§9.66 c).
3130 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
Le combat est terminé : un camp n'a plus d'unité qui combat (§9.6).
Combat terminé après 1 round : les Alliés ont perdu 0 pas de perte, l'Axe 1 pas de perte (§9.6).
