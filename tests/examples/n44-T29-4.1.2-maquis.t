# T29 (§4.1.2): leaving Languedoc with its maquis triggered, a roll of 2 makes 4: the
# unit is blocked.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-708 path=Sud-Est maquis=yes --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-708,.*,box:Languedoc," $TMP/out.csv
--- stdout
de-708 leaves Languedoc: 1d6 = 2, +2 maquis (§4.1.2): 4 against 4: blocked in the box for the phase (§4.1.2).
--- stderr
