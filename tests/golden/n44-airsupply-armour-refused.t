# §7.4: air supply is for infantry only.
cmd: resolve tests/examples/data/n44-t36.csv airsupply unit=us-70-tk --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: us-70-tk is not Allied infantry: air supply is for infantry only (§7.4)
