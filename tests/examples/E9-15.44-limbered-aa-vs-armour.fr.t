# French transcript of E9-15.44-limbered-aa-vs-armour.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e9-limbered.csv assault from=3031 to=3030 --dice 1,1,6,6 policy=never loss=top --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur de l'Axe combat depuis 3031 avec 20mm (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Le joueur allié combat depuis 3030 avec us-tank (le haut de la pile ; nommez-en d'autres avec att= ou def=) (§9.21, §9.22).
Round 1 : le joueur de l'Axe attaque (§9.6).
Le joueur de l'Axe attaque, round 1 : tous les défenseurs sont blindés : attaque contre blindé (§9.32) ; attaque directe 1 (§9.3).
Attaque de l'Axe 1 = unités 1 + soutien 0 (§9.3).
Terrain de 3030 (niveau 1) : +2 (terrain effects table).
Défense alliée 6 = unités 4 + soutien 0 + terrain 2 (§9.4).
Les rapports inférieurs à 1 contre 5 se résolvent sur 1 contre 5 (la table n'a pas de colonne plus basse) (ruling below-1-5).
Rapport 1 contre 6 = 1:5, arrondi en faveur du défenseur (§9.61).
Le joueur de l'Axe obtient 2d6 = 1+1 = 2 sur 1:5 : le défenseur perd 1 pas de perte (table des combats).
Le joueur allié obtient 2d6 = 6+6 = 12 sur 1:5 : l'attaquant perd 2 pas de perte (table des combats).
us-tank subit un pas de perte : éliminée (§9.64).
20mm subit un pas de perte : éliminée (§9.64).
Le joueur de l'Axe n'a plus de pas parmi les unités qui ont combattu : 1 pas de perte non appliqué (§9.66 c).
3030 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
3031 est vidé : un marqueur RMF = 1/2 y est placé (§11.2).
Le combat est terminé : un camp n'a plus d'unité qui combat (§9.6).
Combat terminé après 1 round : les Alliés ont perdu 1 pas de perte, l'Axe 1 pas de perte (§9.6).
