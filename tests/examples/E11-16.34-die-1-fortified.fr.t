# French transcript of E11-16.34-die-1-fortified.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 1 --lang fr
status: 0
sh: grep -q "^hex,2228,3,clear,,,$" "$TMP/.out"
sh: grep -q "^unit,cp-2228,.*,2228,,1,1,1,.*,$" "$TMP/.out"
sh: grep -q "^marker,air-allied-2228,air,2228,2,axis$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Marqueur aérien allié de 2 sur 2228 (2 sur 5 points aériens) (§16.12, §16.13).
Son verso à l'altitude 3 indique 3(1) : un pas de perte sur 1 ou moins, « immobilized » sur 3 ou moins (§16.33).
Touchées en 2228, depuis le haut (3 compagnies ou 9 sections) : cp-2228 (§16.31).
Dé de bombardement pour cp-2228 : 1 : un pas de perte (§16.32, §16.33).
cp-2228 est un CP sur un marqueur Fortified : sa première perte retire le marqueur au lieu d'un pas de perte (E11) (§19.41).
Points aériens alliés restants ce tour : 3 (§16.1).
