# French transcript of n44-E8-11.3-depot-vp.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e8.csv victory --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^set,vp.allied,46" $TMP/out.csv
sh: grep -q "^set,vp.german,80" $TMP/out.csv
--- stdout
+20 PV aux Allemands : le tour (§11.3).
+6 PV aux Alliés : le dépôt utah hors ZdC ennemie, 3 + sa capacité 3 (§11.3).
Victoire alliée automatique : 0 unités allemandes sur la carte, moins de 10 (§11.3).
PV : Alliés 46, Allemands 80 : une marge de 34 pour le joueur allemand : une victoire marginale (§11.3).
--- stderr
