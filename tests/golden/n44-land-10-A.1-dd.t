# §10 A.1: a first-wave DD tank rolls on the DD table (test chart: 2 loses a step,
# here its only one).
cmd: resolve tests/examples/data/n44-t37.csv land unit=us-741-tk at=0714 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 0
--- stdout
us-741-tk lands in 0714 and stops on the beach (§10 A.1).
us-741-tk is a Duplex Drive tank: 1d6 = 2 on the DD survival table: step (§10 A.1).
--- stderr
