# French transcript of E3-5.34-road-movement.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e3.csv move unit=16pz-aufkl-1 path=0308,0309,0310,0311,0411,0512,0612,0713,0813,0914,1014,1115,1215,1316,1416,1517,1617,1718,1818,1919,1819,1920,2019,2119,2218,2318,2417,2517,2617,2718,2818,2919,3019,3120,3020,2921,2821,2722,2723,2724,2725,2726,2727,2728,2729,2628,2528,2427,2327,2226,2126,2025,1925,1824,1724,1623,1523,1524,1624,1725,1825,1926,2026,2127,2227,2328,2428,2529,2629,2730,2829,2929,3028,3128,3227,3327,3426,3526,3625,3725,3726,3727,3728,3729,3730,3731,3732,3733,3734,3735,3736,3737,3738,3739,3740,3741,3742,3743,3744,3745,3746,3747,3748,3749,3849,3950,4050,4151,4251,4352,4452,4553,4653,4754,4854,4955,5055,4956,4855,4756,4656,4557,4457 opp_fire=no --rule reinforcement-roads=then-free -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,16pz-aufkl-1,.*,4457,,1,.*,moved;mp=13;entered;assault,mech$" $TMP/out.csv
--- stdout
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
L'arbitrage reinforcement-roads=then-free s'applique, pas celui par défaut (umpire rulings salerno43) (§18.2; E3).
16pz-aufkl-1 : potentiel de mouvement 14, mécanisée (§2.12).
0308 : +1 PM (entrée sur la carte par la route « north » ; ce PM est le premier du premier tronçon de route), 1 sur 14 PM dépensés (§18.21).
0309 : +0 PM (route de classe 1, hex 1 du tronçon : son premier PM est celui d'entrée), 1 sur 14 PM dépensés (§5.31).
0310 : +0 PM (route de classe 1, hex 2 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0311 : +0 PM (route de classe 1, hex 3 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0411 : +0 PM (route de classe 1, hex 4 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0512 : +0 PM (route de classe 1, hex 5 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0612 : +0 PM (route de classe 1, hex 6 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0713 : +0 PM (route de classe 1, hex 7 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0813 : +0 PM (route de classe 1, hex 8 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
0914 : +0 PM (route de classe 1, hex 9 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1014 : +0 PM (route de classe 1, hex 10 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1115 : +0 PM (route de classe 1, hex 11 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1215 : +0 PM (route de classe 1, hex 12 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1316 : +0 PM (route de classe 1, hex 13 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1416 : +0 PM (route de classe 1, hex 14 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1517 : +0 PM (route de classe 1, hex 15 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1617 : +0 PM (route de classe 1, hex 16 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1718 : +0 PM (route de classe 1, hex 17 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1818 : +0 PM (route de classe 1, hex 18 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1919 : +0 PM (route de classe 1, hex 19 du tronçon : 1 PM pour tout le tronçon), 1 sur 14 PM dépensés (§5.31).
1819 : +1 PM (route de classe 2, hex 1 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
1920 : +0 PM (route de classe 2, hex 2 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2019 : +0 PM (route de classe 2, hex 3 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2119 : +0 PM (route de classe 2, hex 4 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2218 : +0 PM (route de classe 2, hex 5 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2318 : +0 PM (route de classe 2, hex 6 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2417 : +0 PM (route de classe 2, hex 7 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2517 : +0 PM (route de classe 2, hex 8 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2617 : +0 PM (route de classe 2, hex 9 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2718 : +0 PM (route de classe 2, hex 10 du tronçon : 1 PM par 10 hexes), 2 sur 14 PM dépensés (§5.32).
2818 : +1 PM (route de classe 2, hex 11 du tronçon : 1 PM par 10 hexes), 3 sur 14 PM dépensés (§5.32).
2919 : +0 PM (route de classe 2, hex 12 du tronçon : 1 PM par 10 hexes), 3 sur 14 PM dépensés (§5.32).
3019 : +0 PM (route de classe 2, hex 13 du tronçon : 1 PM par 10 hexes), 3 sur 14 PM dépensés (§5.32).
3120 : +0 PM (route de classe 2, hex 14 du tronçon : 1 PM par 10 hexes), 3 sur 14 PM dépensés (§5.32).
3020 : +1 PM (route de classe 1, hex 1 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2921 : +0 PM (route de classe 1, hex 2 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2821 : +0 PM (route de classe 1, hex 3 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2722 : +0 PM (route de classe 1, hex 4 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2723 : +0 PM (route de classe 1, hex 5 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2724 : +0 PM (route de classe 1, hex 6 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2725 : +0 PM (route de classe 1, hex 7 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2726 : +0 PM (route de classe 1, hex 8 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2727 : +0 PM (route de classe 1, hex 9 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2728 : +0 PM (route de classe 1, hex 10 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2729 : +0 PM (route de classe 1, hex 11 du tronçon : 1 PM pour tout le tronçon), 4 sur 14 PM dépensés (§5.31).
2628 : +1 PM (route de classe 2, hex 1 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
2528 : +0 PM (route de classe 2, hex 2 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
2427 : +0 PM (route de classe 2, hex 3 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
2327 : +0 PM (route de classe 2, hex 4 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
2226 : +0 PM (route de classe 2, hex 5 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
2126 : +0 PM (route de classe 2, hex 6 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
2025 : +0 PM (route de classe 2, hex 7 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
1925 : +0 PM (route de classe 2, hex 8 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
1824 : +0 PM (route de classe 2, hex 9 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
1724 : +0 PM (route de classe 2, hex 10 du tronçon : 1 PM par 10 hexes), 5 sur 14 PM dépensés (§5.32).
1623 : +1 PM (route de classe 2, hex 11 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
1523 : +0 PM (route de classe 2, hex 12 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
1524 : +0 PM (route de classe 2, hex 13 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
1624 : +0 PM (route de classe 2, hex 14 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
1725 : +0 PM (route de classe 2, hex 15 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
1825 : +0 PM (route de classe 2, hex 16 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
1926 : +0 PM (route de classe 2, hex 17 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
2026 : +0 PM (route de classe 2, hex 18 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
2127 : +0 PM (route de classe 2, hex 19 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
2227 : +0 PM (route de classe 2, hex 20 du tronçon : 1 PM par 10 hexes), 6 sur 14 PM dépensés (§5.32).
2328 : +1 PM (route de classe 2, hex 21 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
2428 : +0 PM (route de classe 2, hex 22 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
2529 : +0 PM (route de classe 2, hex 23 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
2629 : +0 PM (route de classe 2, hex 24 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
2730 : +0 PM (route de classe 2, hex 25 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
2829 : +0 PM (route de classe 2, hex 26 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
2929 : +0 PM (route de classe 2, hex 27 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
3028 : +0 PM (route de classe 2, hex 28 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
3128 : +0 PM (route de classe 2, hex 29 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
3227 : +0 PM (route de classe 2, hex 30 du tronçon : 1 PM par 10 hexes), 7 sur 14 PM dépensés (§5.32).
3327 : +1 PM (route de classe 2, hex 31 du tronçon : 1 PM par 10 hexes), 8 sur 14 PM dépensés (§5.32).
3426 : +0 PM (route de classe 2, hex 32 du tronçon : 1 PM par 10 hexes), 8 sur 14 PM dépensés (§5.32).
3526 : +0 PM (route de classe 2, hex 33 du tronçon : 1 PM par 10 hexes), 8 sur 14 PM dépensés (§5.32).
3625 : +0 PM (route de classe 2, hex 34 du tronçon : 1 PM par 10 hexes), 8 sur 14 PM dépensés (§5.32).
3725 : +0 PM (route de classe 2, hex 35 du tronçon : 1 PM par 10 hexes), 8 sur 14 PM dépensés (§5.32).
3726 : +1 PM (route de classe 1, hex 1 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3727 : +0 PM (route de classe 1, hex 2 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3728 : +0 PM (route de classe 1, hex 3 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3729 : +0 PM (route de classe 1, hex 4 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3730 : +0 PM (route de classe 1, hex 5 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3731 : +0 PM (route de classe 1, hex 6 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3732 : +0 PM (route de classe 1, hex 7 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3733 : +0 PM (route de classe 1, hex 8 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3734 : +0 PM (route de classe 1, hex 9 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3735 : +0 PM (route de classe 1, hex 10 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3736 : +0 PM (route de classe 1, hex 11 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3737 : +0 PM (route de classe 1, hex 12 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3738 : +0 PM (route de classe 1, hex 13 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3739 : +0 PM (route de classe 1, hex 14 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3740 : +0 PM (route de classe 1, hex 15 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3741 : +0 PM (route de classe 1, hex 16 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3742 : +0 PM (route de classe 1, hex 17 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3743 : +0 PM (route de classe 1, hex 18 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3744 : +0 PM (route de classe 1, hex 19 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3745 : +0 PM (route de classe 1, hex 20 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3746 : +0 PM (route de classe 1, hex 21 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3747 : +0 PM (route de classe 1, hex 22 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3748 : +0 PM (route de classe 1, hex 23 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3749 : +0 PM (route de classe 1, hex 24 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3849 : +0 PM (route de classe 1, hex 25 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
3950 : +0 PM (route de classe 1, hex 26 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4050 : +0 PM (route de classe 1, hex 27 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4151 : +0 PM (route de classe 1, hex 28 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4251 : +0 PM (route de classe 1, hex 29 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4352 : +0 PM (route de classe 1, hex 30 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4452 : +0 PM (route de classe 1, hex 31 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4553 : +0 PM (route de classe 1, hex 32 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4653 : +0 PM (route de classe 1, hex 33 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4754 : +0 PM (route de classe 1, hex 34 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4854 : +0 PM (route de classe 1, hex 35 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
4955 : +0 PM (route de classe 1, hex 36 du tronçon : 1 PM pour tout le tronçon), 9 sur 14 PM dépensés (§5.31).
5055 : +1 PM (route de classe 3, hex 1 du tronçon : 1 PM par 4 hexes), 10 sur 14 PM dépensés (§5.33).
4956 : +0 PM (route de classe 3, hex 2 du tronçon : 1 PM par 4 hexes), 10 sur 14 PM dépensés (§5.33).
4855 : +0 PM (route de classe 3, hex 3 du tronçon : 1 PM par 4 hexes), 10 sur 14 PM dépensés (§5.33).
4756 : +0 PM (route de classe 3, hex 4 du tronçon : 1 PM par 4 hexes), 10 sur 14 PM dépensés (§5.33).
4656 : +1 PM (route de classe 3, hex 5 du tronçon : 1 PM par 4 hexes), 11 sur 14 PM dépensés (§5.33).
4557 : +0 PM (route de classe 3, hex 6 du tronçon : 1 PM par 4 hexes), 11 sur 14 PM dépensés (§5.33).
4457 : +2 PM (mécanisée, niveaux 2-3), 13 sur 14 PM dépensés (§5.21).
4457 est en ZdC ennemie : le mouvement s'y arrête (§4.1).
Entrée dans une ZdC ennemie où aucune unité amie ne se trouvait depuis le début du tour : marquée « assault » (§4.1).
Déplacée en 4457 : 123 hexes traversés (§5.1).
--- stderr
