# French transcript of E10-16.23-fired-once.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e10-fired.csv bombard kind=air value=2 at=3132 --dice 1,3,4 --tables tests/examples/data/tables-e10 --lang fr
status: 0
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Marqueur aérien de l'Axe de 2 sur 3132 (2 sur 2 points aériens) (§16.12, §16.13).
Son verso à l'altitude 1 indique 3(1) : un pas de perte sur 1 ou moins, « immobilized » sur 3 ou moins (§16.33).
Touchées en 3132, depuis le haut (3 compagnies ou 9 sections) : aa630-a, aa630-b, aa630-c (§16.31).
aa630-a a déjà tiré dans cette phase (un succès) : +1 (§16.23).
aa630-b a déjà tiré dans cette phase (un échec) : sans effet (§16.23).
aa630-c a déjà tiré dans cette phase (un échec) : sans effet (§16.23).
Dé de bombardement pour aa630-a : 1 +1 (DCA) = 2 : immobilisée (§16.32, §16.33).
Dé de bombardement pour aa630-b : 3 +1 (DCA) = 4 : sans effet (§16.32, §16.33).
Dé de bombardement pour aa630-c : 4 +1 (DCA) = 5 : sans effet (§16.32, §16.33).
aa630-a est « immobilized » et passe au bas de sa pile (§16.33, §16.34).
Points aériens de l'Axe restants ce tour : 0 (§16.1).
