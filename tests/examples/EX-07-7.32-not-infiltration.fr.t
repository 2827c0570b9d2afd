# French transcript of EX-07-7.32-not-infiltration.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,' $TMP/s.csv
sh: test $(grep -c ',pile$' $TMP/s.csv) = 6
--- stdout
Une action gratuite (sous le commandement d'un QG ou d'un Général, §11.2) : le compte de la 1re Division ne change pas (§7.1).
K/3/16 se déplace de 0710 à 0610 (§7.3).
--- stderr
