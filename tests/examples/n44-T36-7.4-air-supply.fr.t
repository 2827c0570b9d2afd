# French transcript of n44-T36-7.4-air-supply.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t36.csv airsupply unit=us-82-505,us-82-507 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
--- stdout
us-82-505 est ravitaillée par air : son marqueur "non ravitaillé" est retiré (§7.4).
us-82-507 est ravitaillée par air : son marqueur "non ravitaillé" est retiré (§7.4).
--- stderr
