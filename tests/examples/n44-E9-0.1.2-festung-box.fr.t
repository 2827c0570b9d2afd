# French transcript of n44-E9-0.1.2-festung-box.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e9.csv strategic unit=us-4-armd path=Rennes hq=us-viii --tables tests/examples/data/normandie44-tables --rule sequence=off -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^box,Rennes,allied,$" $TMP/out.csv
--- stdout
Arbitrage sequence=off : 'strategic' est donné pendant la phase logistique, hors de la séquence de jeu (§1.0, §1.1).
Rennes est maintenant au joueur allié, le dernier à passer (§4.1.2).
us-4-armd se déplace en Rennes (§4.1.2).
--- stderr
