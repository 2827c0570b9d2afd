# French transcript of E7-9.81-infantry-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e7.csv assault from=4022 to=3923 --dice 1,1,6,6 -o $TMP/out.csv --lang fr
status: 1
sh: test ! -e "$TMP/out.csv"
--- stderr
umpire: assault : uk-inf-1 ne peut pas attaquer à travers le précipice depuis 4022 : seuls les commandos britanniques et les rangers US le peuvent (§9.81, §9.82)
