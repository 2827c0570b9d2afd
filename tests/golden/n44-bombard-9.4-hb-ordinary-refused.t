# §9.4: a heavy bomber bombards as a carpet bombing (ruling hb-use=carpet-only).
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=air at=0713 air=8af-hb-1 --tables tests/examples/data/normandie44-tables --dice 2
status: 1
--- stdout
--- stderr
umpire: 8af-hb-1 is a heavy bomber: it bombards as a carpet bombing (kind=carpet; ruling hb-use) (§9.4)
