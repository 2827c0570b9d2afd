# T36 (§7.4): a third regiment would make 6 PE: refused.
cmd: resolve tests/examples/data/n44-t36.csv airsupply unit=us-82-505,us-82-507,us-82-508 --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: air supply reaches 4 PE of infantry: these units make 6 (§7.4)
