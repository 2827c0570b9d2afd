# French transcript of E19-10-counterattack-morning-axis-second.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e19-11-night.csv turn -o $TMP/t.csv --lang fr
status: 0
sh: grep -qx "set,first_player,allied" $TMP/t.csv
sh: grep -qx "set,turn,12-morning" $TMP/t.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Fin du tour 11-night (§3, §9.9).
Tour 12-morning : le joueur allié est premier joueur (§3.1 B, §10.0).
A. Phases préliminaires : a) météo, optionnelle (§22) ; b) soutien aérien allié (§16) ; c) soutien aérien de l'Axe (§16) ; d) attaque de l'Axe contre les navires alliés, une fois par jour, matin ou après-midi (§8, §3.2) ; e) bombardement naval (§25) (§3.1 A).
B. Joueur allié (premier joueur, actif) : a) combat (§9) ; b) avance après combat (§11) ; c) mouvement (§5) ; d) renforts (§18) ; e) retraite (§21) ; f) travaux (§19, §20, §6.12) (§3.1 B, §10).
C. Joueur de l'Axe (second joueur, actif) : a) combat (§9) ; b) avance après combat (§11) ; c) mouvement (§5) ; d) renforts (§18) ; e) retraite (§21) ; f) travaux (§19, §20, §6.12) (§3.1 C).
--- stderr
