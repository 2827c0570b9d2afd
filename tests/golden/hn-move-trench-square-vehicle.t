# §1.4 tranchées: a trench is Interdit aux Véhicules: the jeep may not enter
# its square E3 beside the bridge.
cmd: resolve tests/golden/data/hn-bridge.csv move unit=jeep path=E2,E3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: ! test -e $TMP/s.csv
--- stdout
--- stderr
umpire: E3 is in t, forbidden to vehicles (§1.4 tranchées)
