# French transcript of EX-16-7.22-two-player-beyond.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex16-two.csv move unit=L/3/16 to=0819 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,L/3/16,1,29,inf,3,3,1,0819,' $TMP/s.csv
--- stdout
Action 1 sur 2 de la 1re Division (§7).
L/3/16 se déplace de 0818 à 0819 (§7.3).
Deux joueurs : L/3/16 est maintenant à plus d'un hexagone au-delà de la limite de secteur : elle passe à la 29e Division (§7.22).
Deux joueurs : L/3/16 (1re Division) est sous le contrôle de la 29e Division ; ses choix sont ceux du joueur de la 1re Division (arbitrage a33-two-player-choice=owner) (§7.22).
--- stderr
