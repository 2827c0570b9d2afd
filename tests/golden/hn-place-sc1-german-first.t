# Sc-1: 'Le joueur Allemand se déploie en premier': brit (CW) is already placed,
# so the German's deployment is over: ger is refused.
cmd: resolve tests/golden/data/hn-setup-sc1.csv place what=ger at=C7 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the German deploys first: brit of the CW is already placed (Sc-1 déploiement)
