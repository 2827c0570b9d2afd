# French transcript of n44-E6-6.12-confusion-exit.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e6.csv strategic unit=de-2pz,de-116pz path=Paris --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-2pz,.*,box:Paris," $TMP/out.csv
--- stdout
de-2pz quitte Orleans : 1d6 = 3, +1 interdiction stratégique (§9.5), 20 contre 12 = 1.5/1, 1 colonne depuis 1/1 : -1 (§6.12) : 3 contre 5 : elle passe (§6.12).
de-2pz se déplace en Paris (§4.1.2).
de-116pz quitte Orleans : le dé de la pile, 3, +1 interdiction stratégique (§9.5), 20 contre 12 = 1.5/1, 1 colonne depuis 1/1 : -1 (§6.12) : 3 contre 5 : elle passe (§6.12).
de-116pz se déplace en Paris (§4.1.2).
Un camp a quitté Orleans : son marqueur Confusion est retiré (§6.12).
--- stderr
