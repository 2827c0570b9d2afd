# §19.2 (seed lines 4066-4071): a division advances the range marker of a base
# "déjà établie par la division": the 29th cannot advance the 1st's base in 0711.
cmd: resolve tests/examples/data/omaha-base-0.csv base div=29 hex=0711 action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: the base in 0711 is the 1st Division's: a division advances only the range of a base it established (§19.2)
