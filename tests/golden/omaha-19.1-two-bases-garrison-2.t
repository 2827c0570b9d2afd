# §19.3 with two bases in 0711: ...and base 2, range 1, garrisons B5.
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases-garrison.csv base div=1 hex=0711 action=garrison position=B5 base=2 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,garrisons,B5' $TMP/s.csv
--- stdout
A US garrison on B5 (0810), in the range of the base in 0711 base=2: no German unit appears there; US-controlled for victory; never a mortar or artillery target (§19.3).
--- stderr
