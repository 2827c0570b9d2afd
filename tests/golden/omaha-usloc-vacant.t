# §12.31: G1 is vacant: no field; 0711 traces 0711-0611-0612-0513.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc-vacant.csv usloc hex=0711 -o $TMP/s.csv
status: 0
--- stdout
0711 traces a US line of communication to the beach: 0711-0611-0612-0513 (§12.3).
--- stderr
