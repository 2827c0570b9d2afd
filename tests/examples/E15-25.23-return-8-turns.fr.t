# French transcript of E15-25.23-return-8-turns.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=us-cl-savannah at=2530 --dice 4,1,1 --lang fr
status: 0
sh: grep -q "^ship,us-cl-savannah,US,CL,off,11,,full,,11-afternoon,$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
us-cl-savannah (US CL) en 2232 tire sur 2530, à 4 hexes (portée 11) (§25.13, §25.21 a).
us-cl-savannah voit 2530 et aucune unité alliée ne lui est adjacente (§25.21 c).
Son verso à l'altitude 6 (une ville) indique 3(?) : « immobilized » sur 3 ou moins ; la valeur de pas de perte n'est pas connue (§25.14, §16.33).
Touchées en 2530 : de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Dé naval pour 2530 : 4 (sans modificateur) : sans effet (§25.2, §25.22, §16.33).
Contrôle des munitions de us-cl-savannah : 2d6 = 1, 1 : deux 1, à court de munitions (§25.23).
us-cl-savannah part se réarmer : de retour en renfort le 11-afternoon (8 tours, le tour de tir compté comme 1) (§25.23).
