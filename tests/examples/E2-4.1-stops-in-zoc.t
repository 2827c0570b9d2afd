# E2 (§4.1): a unit entering an enemy ZOC stops at once: going on from 2128 to
# 2127 is refused, and nothing is written.
cmd: resolve tests/examples/data/e2.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128,2127 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: 16pz-pio-3 enters an enemy ZOC in 2128 and must stop there (§4.1)
