# French transcript of E2-5.11-ma-short.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e2.csv move unit=16pz-pio-2 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no -o $TMP/out.csv --lang fr
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move : 16pz-pio-2 ne peut pas entrer en 2128 : 2 PM (mécanisée, niveaux 2-3) avec 11 dépensés sur 12 (§5.11)
