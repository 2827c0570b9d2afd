# §1.4 tranchées: the arrow square A3 lies in the trench: a vehicle entering
# by it is refused (an entering unit crosses no Line, but the square itself is
# Interdit aux Véhicules).
cmd: resolve tests/golden/data/hn-bridge.csv move unit=late enter=A3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: ! test -e $TMP/s.csv
--- stdout
--- stderr
umpire: A3 is in t, forbidden to vehicles (§1.4 tranchées)
