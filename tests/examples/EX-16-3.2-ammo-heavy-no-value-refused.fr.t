# French transcript of EX-16-3.2-ammo-heavy-no-value-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=carrier target=tank ammo=1 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: carrier n'a pas de valeur de combat contre les Véhicules Lourds : elle ne peut pas tirer sur l'un d'eux avec Ammo (l'icône de la ligne 410 du livret lue comme '-') (§3.2 ammo)
