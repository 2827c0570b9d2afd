# French transcript of E16-25.2-per-unit.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 2,3,4,5 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16 --lang fr
status: 0
sh: grep -q "^unit,de-2530-a,.*,immobilized$" "$TMP/.out"
sh: grep -q "^unit,de-2530-b,.*,2530,,1,2,2,.*,$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
uk-cl-1 (UK CL) en 2232 tire sur 2530, à 4 hexes (portée 11) (§25.13, §25.21 a).
uk-cl-1 voit 2530 et aucune unité alliée ne lui est adjacente (§25.21 c).
Son verso à l'altitude 6 (une ville) indique 2(0) (§25.14, §16.33).
Touchées en 2530 : de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Dé naval pour de-2530-a : 2 (sans modificateur) : immobilisée (§25.2, §25.22, §16.33).
Dé naval pour de-2530-b : 3 (sans modificateur) : sans effet (§25.2, §25.22, §16.33).
Contrôle des munitions de uk-cl-1 : 2d6 = 4, 5 : aucun 1, il reste des munitions (§25.24).
de-2530-a est « immobilized » et passe au bas de sa pile (§16.34, §25.2).
