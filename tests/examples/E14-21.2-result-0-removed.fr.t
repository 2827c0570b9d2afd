# French transcript of E14-21.2-result-0-removed.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --dice 1 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,eliminated,,1,0,1,.*,$" $TMP/out.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
16pz-2-pz-4 annonce -1 (§21.2).
16pz-2-pz-4 obtient 1d6 = 1 -1 : retraite de 0 hex (§21.2).
-1 annoncé et un résultat de 0 : 16pz-2-pz-4 est retirée du jeu (§21.2).
--- stderr
