# French transcript of E2-4.1-stops-in-zoc.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e2.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128,2127 -o $TMP/out.csv --lang fr
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move : 16pz-pio-3 entre dans une ZdC ennemie en 2128 et doit s'y arrêter (§4.1)
