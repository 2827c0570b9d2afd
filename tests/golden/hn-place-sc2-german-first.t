# Sc-2: the German's other units deploy first: ger is refused once brit (CW) is placed.
cmd: resolve tests/golden/data/hn-setup-sc2.csv place what=ger at=C7 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the German deploys first: brit of the CW is already placed (Sc-2 déploiement)
