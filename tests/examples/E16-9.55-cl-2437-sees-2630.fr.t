# French transcript of E16-9.55-cl-2437-sees-2630.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,1,5 --lang fr
status: 0
sh: grep -q "^ship,uk-cl-2,UK,CL,2437,,,flipped,,,fired$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
uk-cl-2 (UK CL) en 2437 tire sur 2630, à 8 hexes (portée 11) (§25.13, §25.21 a).
uk-cl-2 voit 2630 et aucune unité alliée ne lui est adjacente (§25.21 c).
Son verso à l'altitude 6 (une ville) indique 2(?) : « immobilized » sur 2 ou moins ; la valeur de pas de perte n'est pas connue (§25.14, §16.33).
Touchées en 2630 : de-2630 (§25.0; ruling naval-cap).
Dé naval pour 2630 : 6 (sans modificateur) : sans effet (§25.2, §25.22, §16.33).
Contrôle des munitions de uk-cl-2 : 2d6 = 1, 5 : un 1, le pion est retourné tête en bas (§25.24).
