# French transcript of E14-21.8-result-2-three-hexes.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --dice 3 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^pending,1,axis,path,2566|2666|2766,retreat unit=16pz-2-pz-4 announce=-1,3,$" $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide 2766 -o $TMP/out2.csv
sh: grep -q "^unit,16pz-2-pz-4,.*,2865,A,1,1,1,.*,$" $TMP/out2.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
16pz-2-pz-4 annonce -1 (§21.2).
16pz-2-pz-4 obtient 1d6 = 3 -1 : retraite de 2 hexes (§21.2).
Hex 1 de la retraite : permis : 2566, 2666, 2766 (§21.6).
Le joueur de l'Axe choisit (§21.7) : répondez avec 'umpire resolve STATE decide HEX', HEX parmi 2566|2666|2766 ; rien n'est appliqué avant la fin de la retraite (pending).
--- stderr
