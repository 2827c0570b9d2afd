# French transcript of E14-21.8-result-3-only-2666.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --dice 4 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,2668,,1,1,1,.*,$" $TMP/out.csv
sh: grep -q "^hex,2666,1,clear,,,,axis,axis$" $TMP/out.csv
sh: grep -q "^hex,2668,1,clear,,,,axis,axis$" $TMP/out.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
16pz-2-pz-4 annonce -1 (§21.2).
16pz-2-pz-4 obtient 1d6 = 4 -1 : retraite de 3 hexes (§21.2).
Hex 1 de la retraite : seulement 2666 (§21.6).
Hex 2 de la retraite : seulement 2667 (§21.3).
Hex 3 de la retraite : seulement 2668 (§21.3).
16pz-2-pz-4 recule de 3 hexes : 2666, 2667, 2668 (ravitaillée, §21.7) (§21.3).
--- stderr
