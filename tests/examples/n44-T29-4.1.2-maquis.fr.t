# French transcript of n44-T29-4.1.2-maquis.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-708 path=Sud-Est maquis=yes --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-708,.*,box:Languedoc," $TMP/out.csv
--- stdout
de-708 quitte Languedoc : 1d6 = 2, +2 maquis (§4.1.2) : 4 contre 4 : bloquée dans la case pour la phase (§4.1.2).
--- stderr
