# An alternative ruling umpire does not play yet is refused, not played as the default.
cmd: resolve tests/golden/data/n44-siege.csv siege festung=de-lorient units=us-8 --tables tests/examples/data/normandie44-tables --rule naval-track=shared
status: 64
--- stdout
--- stderr
umpire: ruling naval-track=shared: umpire does not play this alternative yet (umpire-normandie44(7), NOT IMPLEMENTED)
