# French transcript of E17-25.31-direct-fire-us.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226 pick=top --lang fr
status: 0
sh: $UMPIRE resolve "$TMP/.out" bombard kind=naval by=us-cl-b at=1226 pick=top -o $TMP/s2.csv
sh: test $(grep -c "^unit,de-[abc],.*,eliminated,,[123],0,2," $TMP/s2.csv) = 3
sh: grep -q "^unit,de-d,.*,1226,,4,2,2," $TMP/s2.csv
sh: test $(grep -c "^ship,us-cl-[ab],US,CL,off,,,full,,11-night,$" $TMP/s2.csv) = 2
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
us-cl-a (US CL) en 1027 tire sur 1226, à 2 hexes (portée 11) (§25.13, §25.21 a).
us-rgr-a (US) en 1327 est adjacent à 1226 : tir direct (§25.3).
Son verso à l'altitude 6 (une ville) indique 3(?) : « immobilized » sur 3 ou moins ; la valeur de pas de perte n'est pas connue (§25.14, §16.33).
Touchées en 1226 : de-a, de-b, de-c, de-d (§25.0; ruling naval-cap).
Tir direct : pas de dé ; 3 pas de perte, le nombre « immobilized » du verso (§25.31).
de-a subit un pas de perte : retournée sur son côté à plus faible potentiel (§25.31).
de-a subit un pas de perte : éliminée (§25.31).
de-b subit un pas de perte : retournée sur son côté à plus faible potentiel (§25.31).
us-cl-a a épuisé toutes ses munitions : hors carte, de retour en renfort le 11-night (8 tours, le tour de tir compté comme 1) (§25.31, §25.23).
