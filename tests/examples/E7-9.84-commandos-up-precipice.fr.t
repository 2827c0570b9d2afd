# French transcript of E7-9.84-commandos-up-precipice.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e7.csv assault from=4022 to=3923 att=41cdo-a --dice 1,1,6,6 policy=never loss=top --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur allié combat depuis 4022 avec 41cdo-a (§9.21, §9.22).
Le joueur de l'Axe combat depuis 3923 avec ger-inf-1 (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Les commandos ou rangers attaquent à travers un précipice depuis 4022 (§9.82).
Round 1 : le joueur allié attaque (§9.6).
Le joueur allié attaque, round 1 : tous les défenseurs sont non blindés : attaque contre non blindé (§9.31) ; attaque directe 5 (§9.3).
Attaque alliée 5 = unités 5 + soutien 0 (§9.3).
Terrain de 3923 (niveau 4-6) : +5 (terrain effects table).
Les commandos ou rangers attaquent depuis le bas d'un précipice : +4 (§9.84).
Défense de l'Axe 13 = unités 4 + soutien 0 + terrain 5 + precipice 4 (§9.4).
Rapport 5 contre 13 = 1:3, arrondi en faveur du défenseur (§9.61).
Le joueur allié obtient 2d6 = 1+1 = 2 sur 1:3 : le défenseur perd 2 pas de perte (table des combats).
Le joueur de l'Axe obtient 2d6 = 6+6 = 12 sur 1:3 : l'attaquant perd 1 pas de perte (table des combats).
ger-inf-1 subit un pas de perte : retournée sur son côté à plus faible potentiel (§9.64).
ger-inf-1 subit un pas de perte : éliminée (§9.64).
41cdo-a subit un pas de perte : retournée sur son côté à plus faible potentiel (§9.64).
3923 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
Le combat est terminé : un camp n'a plus d'unité qui combat (§9.6).
Combat terminé après 1 round : les Alliés ont perdu 1 pas de perte, l'Axe 2 pas de perte (§9.6).
