# §6.13: 3 alone is under half of 10.
cmd: resolve tests/golden/data/n44-siege.csv siege festung=de-lorient units=us-8 --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: the besiegers' defence, 3, is under half the Festung's 6 and its units' 4 (ruling siege-threshold) (§6.13)
