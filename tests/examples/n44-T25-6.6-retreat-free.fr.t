# French transcript of n44-T25-6.6-retreat-free.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t25.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 def_retreat=0613 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv --lang fr
status: 0
--- stdout
L'EM us-v est activé en mode Combat et retourné sur "Finie" (§1.1.3).
L'EM us-v dépense le marqueur « Offensive » off-1 (§1.1.3).
Attaque 6 contre défense 2 : 6 vs 2 = 3.00, colonne 3/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
Colonne finale 3/1 (§6.3).
Le joueur allié jette 1d6 = 1 : 1 sur la colonne 3/1 : -/1R1 (TRC) (§6.3).
L'unité de-352-914 du défenseur subit 1 pas de perte : retournée sur une face plus faible (§6.10).
L'unité de-352-915 du défenseur subit 1 pas de perte : retournée sur une face plus faible (§6.10).
de-352-914 recule en 0613 (§6.6).
de-352-915 recule en 0613 (§6.6).
--- stderr
