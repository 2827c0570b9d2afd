# French transcript of EX-17-3-setup-pools.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-setup-pools.csv setup scenario=standard --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'marker,w01,art-1,wn,?,?,?' $TMP/s.csv
sh: grep -qx 'marker,w09,art-6,wn,?,?,?' $TMP/s.csv
sh: test $(grep -c '^marker,w[0-9]*,box-wn,' $TMP/s.csv) = 9
sh: grep -q '^german,art-1,WN60,0701,wn,352,0,0,hidden,' $TMP/s.csv
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
art-1 tire le marqueur de réserve w01 du stock wn (1 sur 18) : placé non révélé sous elle (§9.21).
g88-1 tire le marqueur de réserve w02 du stock wn (1 sur 17) : placé non révélé sous elle (§9.21).
mg-1 tire le marqueur de réserve w03 du stock wn (1 sur 16) : placé non révélé sous elle (§9.21).
mg-3 tire le marqueur de réserve w04 du stock wn (1 sur 15) : placé non révélé sous elle (§9.21).
mg-4 tire le marqueur de réserve w05 du stock wn (1 sur 14) : placé non révélé sous elle (§9.21).
mg-7 tire le marqueur de réserve w06 du stock wn (1 sur 13) : placé non révélé sous elle (§9.21).
art-5 tire le marqueur de réserve w07 du stock wn (1 sur 12) : placé non révélé sous elle (§9.21).
mg-9 tire le marqueur de réserve w08 du stock wn (1 sur 11) : placé non révélé sous elle (§9.21).
art-6 tire le marqueur de réserve w09 du stock wn (1 sur 10) : placé non révélé sous elle (§9.21).
--- stderr
