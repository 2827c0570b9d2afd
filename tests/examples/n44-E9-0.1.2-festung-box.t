# E9 (§0.1.2): St Nazaire is a box inside Rennes (table boxes); an Allied unit entering
# Rennes finds no German unit there (the Festung is a box of its own): no Confusion, and
# Rennes is the Allies'.
cmd: resolve tests/examples/data/n44-e9.csv strategic unit=us-4-armd path=Rennes hq=us-viii --tables tests/examples/data/normandie44-tables --rule sequence=off -o $TMP/out.csv
status: 0
sh: grep -q "^box,Rennes,allied,$" $TMP/out.csv
--- stdout
Ruling sequence=off: 'strategic' is given in the logistics phase, out of the sequence of play (§1.0, §1.1).
Rennes is the allied player's now, the last to pass (§4.1.2).
us-4-armd moves to Rennes (§4.1.2).
--- stderr
