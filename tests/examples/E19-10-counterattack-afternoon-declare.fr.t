# French transcript of E19-10-counterattack-afternoon-declare.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/s43-turn.csv counterattack --dice 3 -o $TMP/ca.csv --lang fr
status: 0
sh: grep -qx "set,counterattack_from,12-afternoon" $TMP/ca.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur de l'Axe, second joueur, déclare une contre-attaque au début du tour de nuit (§10.2, §3.3).
Le joueur de l'Axe obtient 1d6 = 3 : la contre-attaque commence « next afternoon » : le joueur de l'Axe est premier joueur à partir de 12-afternoon (§10.22 b).
--- stderr
