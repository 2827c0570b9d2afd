# §16.81: a revealed 716th Division unit without a depth marker, US units in its
# field: it fires instead.
cmd: resolve tests/examples/data/omaha-adv-716.csv advance position=B1 -o $TMP/s.csv
status: 0
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
US units are in B1's field of fire and it is without a depth marker: it fires instead (the fire order) (§16.81).
--- stderr
