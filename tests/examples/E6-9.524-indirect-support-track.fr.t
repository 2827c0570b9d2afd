# French transcript of E6-9.524-indirect-support-track.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e6.csv assault from=3036 to=3037 support=wespe-1,wespe-2,wespe-3,grille-1 --dice 6,6,6,6,6,6,6,6,6,6,6,6 continue=yes,no loss=top --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur de l'Axe combat depuis 3036 avec 16pz-inf-1 (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur allié combat depuis 3037 avec us-inf-a (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
wespe-1 soutient le camp de l'Axe (indirect) (§9.521).
wespe-2 soutient le camp de l'Axe (indirect) (§9.521).
wespe-3 soutient le camp de l'Axe (indirect) (§9.521).
grille-1 soutient le camp de l'Axe (indirect) (§9.521).
Round 1 : le joueur de l'Axe attaque (§9.6).
Le joueur de l'Axe attaque, round 1 : tous les défenseurs sont non blindés : attaque contre non blindé (§9.31) ; attaque directe 6 (§9.3).
wespe-1 soutient l'attaque avec 6 (§9.5).
wespe-2 soutient l'attaque avec 6 (§9.5).
wespe-3 soutient l'attaque avec 6 (§9.5).
grille-1 soutient l'attaque avec 9 (§9.5).
Attaque de l'Axe 33 = unités 6 + soutien 27 (§9.3).
Terrain de 3037 (niveau 1) : +2 (terrain effects table).
Défense alliée 6 = unités 4 + soutien 0 + terrain 2 (§9.4).
Rapport 33 contre 6 = 5:1, arrondi en faveur du défenseur (§9.61).
Le joueur de l'Axe obtient 2d6 = 6+6 = 12 sur 5:1 : le défenseur perd 1 pas de perte (table des combats).
Le joueur allié obtient 2d6 = 6+6 = 12 sur 5:1 : l'attaquant perd 0 pas de perte (table des combats).
us-inf-a subit un pas de perte : retournée sur son côté à plus faible potentiel (§9.64).
Le joueur de l'Axe continue le combat (§9.67).
Round 2 : le joueur de l'Axe attaque (§9.6).
Le joueur de l'Axe attaque, round 2 : tous les défenseurs sont non blindés : attaque contre non blindé (§9.31) ; attaque directe 6 (§9.3).
wespe-1 soutient l'attaque avec 2 (§9.5).
wespe-2 soutient l'attaque avec 2 (§9.5).
wespe-3 soutient l'attaque avec 2 (§9.5).
grille-1 soutient l'attaque avec 1 (§9.5).
Attaque de l'Axe 13 = unités 6 + soutien 7 (§9.3).
Terrain de 3037 (niveau 1) : +2 (terrain effects table).
Défense alliée 4 = unités 2 + soutien 0 + terrain 2 (§9.4).
Rapport 13 contre 4 = 3:1, arrondi en faveur du défenseur (§9.61).
Le joueur de l'Axe obtient 2d6 = 6+6 = 12 sur 3:1 : le défenseur perd 0 pas de perte (table des combats).
Le joueur allié obtient 2d6 = 6+6 = 12 sur 3:1 : l'attaquant perd 0 pas de perte (table des combats).
Pertes égales (0 chacun) : le combat continue, on n'alterne pas les rôles (§9.67 c).
Round 3 : le joueur de l'Axe attaque (§9.6).
Le joueur de l'Axe attaque, round 3 : tous les défenseurs sont non blindés : attaque contre non blindé (§9.31) ; attaque directe 6 (§9.3).
wespe-1 soutient l'attaque avec 2 (§9.5).
wespe-2 soutient l'attaque avec 2 (§9.5).
wespe-3 soutient l'attaque avec 2 (§9.5).
grille-1 soutient l'attaque avec 1 (§9.5).
Attaque de l'Axe 13 = unités 6 + soutien 7 (§9.3).
Terrain de 3037 (niveau 1) : +2 (terrain effects table).
Défense alliée 4 = unités 2 + soutien 0 + terrain 2 (§9.4).
Rapport 13 contre 4 = 3:1, arrondi en faveur du défenseur (§9.61).
Le joueur de l'Axe obtient 2d6 = 6+6 = 12 sur 3:1 : le défenseur perd 0 pas de perte (table des combats).
Le joueur allié obtient 2d6 = 6+6 = 12 sur 3:1 : l'attaquant perd 0 pas de perte (table des combats).
Le combat est terminé après son 3ème round (§9.68).
Combat terminé après 3 rounds : les Alliés ont perdu 1 pas de perte, l'Axe 0 pas de perte (§9.6).
