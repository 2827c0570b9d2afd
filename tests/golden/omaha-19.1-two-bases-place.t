# §19.1 (seed lines 4037-4054): a base goes on any beach hex of its division's sector outside
# every potential field of fire; the text does not forbid a hex that already holds one (it
# only suggests a different draw for each). The 1st Division's second base joins its first
# in 0711: a second row, its base 2, in box 1 (range 0).
cmd: resolve tests/examples/data/omaha-base-0.csv base div=1 hex=0711 action=place -o $TMP/s.csv
status: 0
sh: test "$(grep -c '^base,0711,1,1$' $TMP/s.csv)" = 2
--- stdout
An engineer base of the 1st Division in 0711 base=2: range 0 (§19.1).
--- stderr
