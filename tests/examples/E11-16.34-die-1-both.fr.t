# French transcript of E11-16.34-die-1-both.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 1 --rule air-one-both=step-and-immobilized --lang fr
status: 0
sh: grep -q "^unit,cp-2228,.*,immobilized$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Marqueur aérien allié de 2 sur 2228 (2 sur 5 points aériens) (§16.12, §16.13).
Son verso à l'altitude 3 indique 3(1) : un pas de perte sur 1 ou moins, « immobilized » sur 3 ou moins (§16.33).
Touchées en 2228, depuis le haut (3 compagnies ou 9 sections) : cp-2228 (§16.31).
Dé de bombardement pour cp-2228 : 1 : un pas de perte et immobilisée (arbitrage air-one-both) (§16.32, §16.33).
cp-2228 est un CP sur un marqueur Fortified : sa première perte retire le marqueur au lieu d'un pas de perte (E11) (§19.41).
cp-2228 est « immobilized » et passe au bas de sa pile (§16.33, §16.34).
Points aériens alliés restants ce tour : 3 (§16.1).
