# French transcript of E11-16.34-die-3-immobilized.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 3 --lang fr
status: 0
sh: grep -q "^unit,cp-2228,.*,immobilized$" "$TMP/.out"
sh: grep -q "^hex,2228,3,clear,,,fortified$" "$TMP/.out"
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Marqueur aérien allié de 2 sur 2228 (2 sur 5 points aériens) (§16.12, §16.13).
Son verso à l'altitude 3 indique 3(1) : un pas de perte sur 1 ou moins, « immobilized » sur 3 ou moins (§16.33).
Touchées en 2228, depuis le haut (3 compagnies ou 9 sections) : cp-2228 (§16.31).
Dé de bombardement pour cp-2228 : 3 : immobilisée (§16.32, §16.33).
cp-2228 est « immobilized » et passe au bas de sa pile (§16.33, §16.34).
Points aériens alliés restants ce tour : 3 (§16.1).
