# French transcript of E1-5.21-levels-2-4-table.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e1.csv move unit=pz-1 path=4642 --rule mech-mp=table -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,pz-1,.*,4642,.*,moved;mp=4$" $TMP/out.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
L'arbitrage mech-mp=table s'applique, pas celui par défaut (umpire rulings salerno43) (§5.2, §5.21; A2, O2, E1).
pz-1 : potentiel de mouvement 10, mécanisée (§2.12).
4642 : +4 PM (mécanisée, niveaux 2-4, le chiffre de la table (arbitrage mech-mp)), 4 sur 10 PM dépensés (§5.21).
Déplacée en 4642 : 1 hex traversé (§5.1).
--- stderr
