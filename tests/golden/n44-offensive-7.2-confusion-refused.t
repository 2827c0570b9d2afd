# §7.2: "Les dépôts sont bloqués si la case est en «Confusion»": no marker is placed on
# the Le Mans depot while its box is in Confusion.
cmd: resolve tests/golden/data/n44-distribution.csv offensive marker=off-5 to=le-mans --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: depot le-mans is in Confusion: blocked ("Les dépôts sont bloqués si la case est en «Confusion»") (§7.2)
