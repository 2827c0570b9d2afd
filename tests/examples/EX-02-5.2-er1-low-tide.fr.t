# French transcript of EX-02-5.2-er1-low-tide.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ashore-2.csv ashore -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'unit,1/A/741,1,1,tank,2,2,1,0513,ER1,0,,,0,0' $TMP/s.csv
sh: grep -qx 'unit,B/1/116,29,1,inf,3,3,2,0513,DW1,0,,,0,0' $TMP/s.csv
--- stdout
1/A/741 débarque depuis ER1 sur 0513, la ligne d'eau de marée basse (§5.2).
116HQ débarque depuis DW1 sur 0523, la ligne d'eau de marée basse (§5.2).
B/1/116 débarque depuis ER1 sur 0513, la ligne d'eau de marée basse (§5.2).
B/1/116 débarque hors de son secteur : elle passe sous les ordres de la 1re Division pour le reste de la partie (§5.22).
--- stderr
