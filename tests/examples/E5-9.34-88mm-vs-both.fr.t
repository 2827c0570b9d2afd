# French transcript of E5-9.34-88mm-vs-both.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e5.csv assault from=3031 to=3131,3132 --dice 1,1,6,6 policy=never loss=top --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur de l'Axe combat depuis 3031 avec 88-1 (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur allié combat depuis 3131 avec m7-co (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur allié combat depuis 3132 avec mot-inf (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Round 1 : le joueur de l'Axe attaque (§9.6).
Le joueur de l'Axe attaque, round 1 : défenseurs blindés et non blindés : la moitié de chaque valeur d'attaque, arrondie sur le total (§9.33) ; attaque directe 6 (§9.3).
Attaque de l'Axe 6 = unités 6 + soutien 0 (§9.3).
Terrain de 3131 (niveau 1) : +2 (terrain effects table).
Terrain de 3132 (niveau 1) : +2 (terrain effects table).
Défense alliée 9 = unités 7 + soutien 0 + terrain 2 (§9.4).
Rapport 6 contre 9 = 1:2, arrondi en faveur du défenseur (§9.61).
Le joueur de l'Axe obtient 2d6 = 1+1 = 2 sur 1:2 : le défenseur perd 2 pas de perte (table des combats).
Le joueur allié obtient 2d6 = 6+6 = 12 sur 1:2 : l'attaquant perd 0 pas de perte (table des combats).
m7-co subit un pas de perte : éliminée (§9.64).
mot-inf subit un pas de perte : retournée sur son côté à plus faible potentiel (§9.64).
3131 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
Le joueur de l'Axe arrête le combat (§9.67).
Combat terminé après 1 round : les Alliés ont perdu 2 pas de perte, l'Axe 0 pas de perte (§9.6).
