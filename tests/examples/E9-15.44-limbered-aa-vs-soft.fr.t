# French transcript of E9-15.44-limbered-aa-vs-soft.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e9-limbered.csv assault from=3031 to=3131 --dice 1,1,6,6 policy=never loss=top --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur de l'Axe combat depuis 3031 avec 20mm (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur allié combat depuis 3131 avec us-inf (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Round 1 : le joueur de l'Axe attaque (§9.6).
Le joueur de l'Axe attaque, round 1 : tous les défenseurs sont non blindés : attaque contre non blindé (§9.31) ; attaque directe 3 (§9.3).
Attaque de l'Axe 3 = unités 3 + soutien 0 (§9.3).
Terrain de 3131 (niveau 1) : +2 (terrain effects table).
Défense alliée 6 = unités 4 + soutien 0 + terrain 2 (§9.4).
Rapport 3 contre 6 = 1:2, arrondi en faveur du défenseur (§9.61).
Le joueur de l'Axe obtient 2d6 = 1+1 = 2 sur 1:2 : le défenseur perd 2 pas de perte (table des combats).
Le joueur allié obtient 2d6 = 6+6 = 12 sur 1:2 : l'attaquant perd 0 pas de perte (table des combats).
us-inf subit un pas de perte : retournée sur son côté à plus faible potentiel (§9.64).
us-inf subit un pas de perte : éliminée (§9.64).
3131 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
Le combat est terminé : un camp n'a plus d'unité qui combat (§9.6).
Combat terminé après 1 round : les Alliés ont perdu 2 pas de perte, l'Axe 0 pas de perte (§9.6).
