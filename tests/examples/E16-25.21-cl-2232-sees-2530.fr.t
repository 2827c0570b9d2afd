# French transcript of E16-25.21-cl-2232-sees-2530.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 3,4,5 --lang fr
status: 0
sh: grep -q "^ship,uk-cl-1,UK,CL,2232,,,full,,,fired$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
uk-cl-1 (UK CL) en 2232 tire sur 2530, à 4 hexes (portée 11) (§25.13, §25.21 a).
uk-cl-1 voit 2530 et aucune unité alliée ne lui est adjacente (§25.21 c).
Son verso à l'altitude 6 (une ville) indique 2(?) : « immobilized » sur 2 ou moins ; la valeur de pas de perte n'est pas connue (§25.14, §16.33).
Touchées en 2530 : de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Dé naval pour 2530 : 3 (sans modificateur) : sans effet (§25.2, §25.22, §16.33).
Contrôle des munitions de uk-cl-1 : 2d6 = 4, 5 : aucun 1, il reste des munitions (§25.24).
