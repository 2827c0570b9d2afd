# French transcript of EX-19-9.41-unnumbered-zero.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-depth-ex19.csv event --card 'event=1-16/none,17-31/depth' --dice 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'marker,mm1,cu,mobile,1,,0' $TMP/s.csv
sh: grep -q '^german,d1g,D1,1218,reinf,352,0,0,,' $TMP/s.csv
--- stdout
Carte event saisie à la table, son numéro n'est pas donné : la pioche reste telle quelle (§2.3).
La carte saisie, tours 17-31 : depth (§4 II).
Le stock WN est vide : une unité dans une position de renfort reçoit le marqueur (§9.24).
cu en C reçoit le marqueur : à 1 hexagone d'une unité américaine, a reinforcement position, numéro 0 (§9.2).
cu tire le marqueur de réserve mm1 du stock mobile (1 sur 2) : placé non révélé sous elle (§9.21).
--- stderr
