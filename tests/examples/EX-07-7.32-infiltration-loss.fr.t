# French transcript of EX-07-7.32-infiltration-loss.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,2,3,1,0711,' $TMP/s.csv
sh: grep -qx 'card,1,track:infiltration' $TMP/s.csv
--- stdout
Une action gratuite (sous le commandement d'un QG ou d'un Général, §11.2) : le compte de la 1re Division ne change pas (§7.1).
Mouvement de 0710 vers 0711, tous deux adjacents à WN99 et dans son champ : un mouvement d'infiltration ; une carte de tir est tirée (§7.32).
Carte infiltration 1 jouée à la table : elle quitte la pioche (§2.3).
La carte montre la couleur WN99 de orange (§7.32).
Le symbole de cible de la carte est 1 (§7.32).
K/3/16 subit un pas de perte (infiltration) : il en reste 2 sur 3 (§7.32).
K/3/16 se déplace de 0710 à 0711 (§7.3).
--- stderr
