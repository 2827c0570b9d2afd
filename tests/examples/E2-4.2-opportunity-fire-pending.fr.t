# French transcript of E2-4.2-opportunity-fire-pending.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e2.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^pending,1,allied,opp_fire,yes|no," $TMP/out.csv
sh: grep -q "^unit,16pz-pio-3,.*,2531,.*,$" $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide yes -o $TMP/out2.csv
sh: grep -q "^unit,2cdo-a,.*,opp_fire$" $TMP/out2.csv
sh: grep -q "^unit,2cdo-b,.*,opp_fire$" $TMP/out2.csv
sh: grep -q "^unit,16pz-pio-3,.*,2128,.*,moved;mp=13;assault$" $TMP/out2.csv
sh: ! grep -q "^pending," $TMP/out2.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
16pz-pio-3 : potentiel de mouvement 14, mécanisée (§2.12).
2430 : +1 PM (route de classe 1, hex 1 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
2429 : +0 PM (route de classe 1, hex 2 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
2428 : +2 PM (mécanisée, niveaux 2-3), 3 sur 14 PM dépensés (§5.21).
2427 : +3 PM (mécanisée, niveaux 3-4), 6 sur 14 PM dépensés (§5.21).
2327 : +2 PM (mécanisée, niveaux 2-3), 8 sur 14 PM dépensés (§5.21).
2226 : +2 PM (mécanisée, niveaux 2-3), 10 sur 14 PM dépensés (§5.21).
2127 : +1 PM (route de classe 2, hex 1 du tronçon : 1 PM par 10 hexes), 11 sur 14 PM dépensés (§5.32).
2128 : +2 PM (mécanisée, niveaux 2-3), 13 sur 14 PM dépensés (§5.21).
2128 est en ZdC ennemie : le mouvement s'y arrête (§4.1).
Entrée dans une ZdC ennemie où aucune unité amie ne se trouvait depuis le début du tour : marquée « assault » (§4.1).
Le joueur allié peut déclarer un « opportunity fire » contre 2128 (§4.2) : répondez avec 'umpire resolve STATE decide yes|no' ; rien n'est appliqué d'ici là (pending).
--- stderr
