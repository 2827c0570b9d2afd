# E2 (§5.11): a company with MA 12 cannot pay the 13 MP of the example: refused
# at 2128 (2 MP with 11 spent), nothing written.
cmd: resolve tests/examples/data/e2.csv move unit=16pz-pio-2 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: 16pz-pio-2 cannot enter 2128: 2 MP (mechanised, levels 2-3) with 11 spent of 12 (§5.11)
