# French transcript of EX-07-7.32-disrupted-wn.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex07-disrupted.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0711,' $TMP/s.csv
--- stdout
Une action gratuite (sous le commandement d'un QG ou d'un Général, §11.2) : le compte de la 1re Division ne change pas (§7.1).
K/3/16 se déplace de 0710 à 0711 (§7.3).
--- stderr
