# French transcript of E14-21.8-blocked.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=+1 --dice 6 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,eliminated,,1,0,1,.*,$" $TMP/out.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
16pz-2-pz-4 annonce +1 (§21.2).
16pz-2-pz-4 obtient 1d6 = 6 +1 : retraite de 7 hexes (§21.2).
Aucune retraite permise de 7 hexes depuis 2665 dans la MA 10 : 16pz-2-pz-4 reste et subit un pas de perte : éliminée (§21.8).
--- stderr
