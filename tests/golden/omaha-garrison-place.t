# §19.3: a US garrison on B5 (0810, unoccupied, 1 hex from the base in 0711, outside every German field).
cmd: resolve tests/examples/data/omaha-base-garrison.csv base div=1 hex=0711 action=garrison position=B5 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,garrisons,B5' $TMP/s.csv
--- stdout
A US garrison on B5 (0810), in the range of the base in 0711: no German unit appears there; US-controlled for victory; never a mortar or artillery target (§19.3).
--- stderr
