# French transcript of E10-16.22-aa-adjacent.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3133 --dice 3,3,1 --tables tests/examples/data/tables-e10 --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Marqueur aérien de l'Axe de 2 sur 3133 (2 sur 4 points aériens) (§16.12, §16.13).
Son verso à l'altitude 1 indique 3(1) : un pas de perte sur 1 ou moins, « immobilized » sur 3 ou moins (§16.33).
Touchées en 3133, depuis le haut (3 compagnies ou 9 sections) : us-inf (§16.31).
Tir de DCA de la pile en 3132 (adjacente) : 2d6 = 3+3 = 6 contre 6 : +1 aux dés de bombardement (§16.22).
Dé de bombardement pour us-inf : 1 +1 (DCA) = 2 : immobilisée (§16.32, §16.33).
us-inf est « immobilized » et passe au bas de sa pile (§16.33, §16.34).
Points aériens de l'Axe restants ce tour : 2 (§16.1).
