# French transcript of EX-16-7.22-two-player-one-hex.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex16-two.csv move unit=K/3/16 to=0818 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0818,' $TMP/s.csv
--- stdout
Action 1 sur 2 de la 1re Division (§7).
K/3/16 se déplace de 0817 à 0818 (§7.3).
Deux joueurs : K/3/16 est à un hexagone au-delà de la limite de secteur : elle reste avec sa division (§7.22).
--- stderr
