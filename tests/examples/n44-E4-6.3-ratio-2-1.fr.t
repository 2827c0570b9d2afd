# French transcript of n44-E4-6.3-ratio-2-1.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv --lang fr
status: 0
--- stdout
L'EM uk-xxx-corps est activé en mode Combat et retourné sur "Finie" (§1.1.3).
L'EM uk-xxx-corps dépense le marqueur « Offensive » off-1 (§1.1.3).
Attaque 8 contre défense 3 : 8 vs 3 = 2.67, colonne 2/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
Colonne finale 2/1 (§6.3).
Le joueur allié jette 1d6 = 4 : 4 sur la colonne 2/1 : -/2R1 (TRC) (§6.3).
L'unité de-352-916 du défenseur subit 2 pas de perte : détruite, dans la case Cadre des unités détruites (§6.10).
--- stderr
