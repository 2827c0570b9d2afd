# A30, the default: the CW took two Secondaries in the game and does not hold
# the Main: neither side's condition holds (the seed gives no result).
cmd: resolve tests/golden/data/hn-sc3-end.csv victory -o $TMP/s.csv
status: 0
sh: grep -q "^set,result,none$" $TMP/s.csv
--- stdout
Neither side's condition holds (the CW took both Secondaries but not the Main): the seed gives no result (Sc-3; digest A30).
--- stderr
