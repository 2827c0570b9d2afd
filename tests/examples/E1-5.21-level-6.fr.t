# French transcript of E1-5.21-level-6.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e1.csv move unit=pz-2 path=5741 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,pz-2,.*,5741,.*,moved;mp=3$" $TMP/out.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
pz-2 : potentiel de mouvement 10, mécanisée (§2.12).
5741 : +3 PM (mécanisée, niveau 6), 3 sur 10 PM dépensés (§5.21).
Déplacée en 5741 : 1 hex traversé (§5.1).
--- stderr
