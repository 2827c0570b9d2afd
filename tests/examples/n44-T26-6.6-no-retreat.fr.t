# French transcript of n44-T26-6.6-no-retreat.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t26.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-716-736,german,de,infantry,716,0,3,.*,captured," $TMP/out.csv
sh: grep -q "^set,vp.allied,3" $TMP/out.csv
--- stdout
L'EM us-v est activé en mode Combat et retourné sur "Finie" (§1.1.3).
L'EM us-v dépense le marqueur « Offensive » off-1 (§1.1.3).
Attaque 6 contre défense 2 : 6 vs 2 = 3.00, colonne 3/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
Colonne finale 3/1 (§6.3).
Le joueur allié jette 1d6 = 1 : 1 sur la colonne 3/1 : -/1R1 (TRC) (§6.3).
L'unité de-716-736 du défenseur subit 1 pas de perte : retournée sur une face plus faible (§6.10).
de-716-736 ne peut pas reculer : elle est définitivement éliminée (capturée, jamais reconstituée) (§6.6).
--- stderr
