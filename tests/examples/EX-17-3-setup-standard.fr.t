# French transcript of EX-17-3-setup-standard.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-setup-standard.csv setup scenario=standard --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,wn_markers,9' $TMP/s.csv && grep -qx 'german,g88-1,WN61,0703,wn,352,0,0,hidden,88,' $TMP/s.csv && grep -qx 'german,g88-2,WN72,0821,wn,352,0,0,,88,' $TMP/s.csv && grep -qx 'german,mg-9,WN72,0721,wn,352,0,0,hidden,,' $TMP/s.csv && grep -qx 'german,mg-5,WN66,0809,wn,352,0,0,,,' $TMP/s.csv && test $(grep -c '^german,.*,hidden,' $TMP/s.csv) = 9 && test $(grep -c '^german,.*,box-wn,' $TMP/s.csv) = 0
--- stdout
Mise en place de The First Waves / D-Day at Omaha Beach (§3).
Un marqueur de réserve WN non révélé, tiré face cachée, sur chacune de 60 61 62N 65N 66N 68N 70 72N 73 (9) (§3).
9 marqueurs de réserve WN face cachée dans la case de réserve WN (set,wn_markers) (§3).
WN 61 (hexagone 0703) : l'unité g88-1 (88), face cachée (§3).
WN 72S (hexagone 0821) : l'unité g88-2 (88), face cachée (§3).
WN 60 (hexagone 0701) : l'unité art-1 (à symbole d'artillerie), face cachée (§3).
WN 62S (hexagone 0912) : l'unité art-2 (à symbole d'artillerie), face cachée (§3).
WN 65S (hexagone 0807) : l'unité art-3 (à symbole d'artillerie), face cachée (§3).
WN 68S (hexagone 0813) : l'unité art-4 (à symbole d'artillerie), face cachée (§3).
WN 70 (hexagone 0717) : l'unité art-5 (à symbole d'artillerie), face cachée (§3).
WN 73 (hexagone 0723) : l'unité art-6 (à symbole d'artillerie), face cachée (§3).
WN 69 (hexagone 0915) : l'unité rocket (à roquettes), face cachée (§3).
WN 62N (hexagone 0812) : l'unité mg-1 (autre WN), face cachée (§3).
WN 64 (hexagone 0705) : l'unité mg-2 (autre WN), face cachée (§3).
WN 65N (hexagone 0707) : l'unité mg-3 (autre WN), face cachée (§3).
WN 66N (hexagone 0709) : l'unité mg-4 (autre WN), face cachée (§3).
WN 66S (hexagone 0809) : l'unité mg-5 (autre WN), face cachée (§3).
WN 67 (hexagone 0911) : l'unité mg-6 (autre WN), face cachée (§3).
WN 68N (hexagone 0713) : l'unité mg-7 (autre WN), face cachée (§3).
WN 71 (hexagone 0719) : l'unité mg-8 (autre WN), face cachée (§3).
WN 72N (hexagone 0721) : l'unité mg-9 (autre WN), face cachée (§3).
--- stderr
