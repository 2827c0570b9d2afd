# French transcript of E10-16.21-aa-in-hex.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3132 --dice 1,2,3,1,2,6 --tables tests/examples/data/tables-e10 --lang fr
status: 0
sh: grep -q "^unit,aa630-a,.*,3132,,3,1,1,.*,aa_hit;fired;immobilized$" "$TMP/.out"
sh: grep -q "^unit,aa630-c,.*,3132,,2,1,1,.*,aa_miss;fired$" "$TMP/.out"
sh: grep -q "^set,air_points.axis,2$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Marqueur aérien de l'Axe de 2 sur 3132 (2 sur 4 points aériens) (§16.12, §16.13).
Son verso à l'altitude 1 indique 3(1) : un pas de perte sur 1 ou moins, « immobilized » sur 3 ou moins (§16.33).
Touchées en 3132, depuis le haut (3 compagnies ou 9 sections) : aa630-a, aa630-b, aa630-c (§16.31).
Tir de DCA de aa630-a dans l'hex : 1d6 = 1 contre son attaque contre blindé 2 : +1 aux dés de bombardement (§16.21).
Tir de DCA de aa630-b dans l'hex : 1d6 = 2 contre son attaque contre blindé 2 : +1 aux dés de bombardement (§16.21).
Tir de DCA de aa630-c dans l'hex : 1d6 = 3 contre son attaque contre blindé 2 : sans effet (§16.21).
Dé de bombardement pour aa630-a : 1 +2 (DCA) = 3 : immobilisée (§16.32, §16.33).
Dé de bombardement pour aa630-b : 2 +2 (DCA) = 4 : sans effet (§16.32, §16.33).
Dé de bombardement pour aa630-c : 6 +2 (DCA) = 8 : sans effet (§16.32, §16.33).
aa630-a est « immobilized » et passe au bas de sa pile (§16.33, §16.34).
Points aériens de l'Axe restants ce tour : 2 (§16.1).
