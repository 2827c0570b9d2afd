# French transcript of n44-T16-1.1.1.3-initiative-clear.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t16.csv initiative --tables tests/examples/data/normandie44-tables --dice 3,2 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^set,initiative,allied" $TMP/out.csv
sh: grep -q "^set,replacements.german,1" $TMP/out.csv
--- stdout
Initiative : le joueur allié jette 1d6 = 3 + 1 EM Soutenu = 4 ; le joueur allemand 1d6 = 2 + 2 = 4 (§1.1.1.3).
Une égalité par temps clair revient au joueur allié (§1.1.1.3).
Le joueur allié a l'Initiative : joueur 1 ce tour (§1.1.1.3).
Le dé allemand, 2, relu sur le tableau de ressources allemand : 1 remplacement ce tour (§1.1.1.3).
--- stderr
