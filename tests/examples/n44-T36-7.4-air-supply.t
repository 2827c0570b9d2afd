# T36 (§7.4): air supply lifts "unsupplied" from two parachute regiments, 4 PE.
cmd: resolve tests/examples/data/n44-t36.csv airsupply unit=us-82-505,us-82-507 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-82-505 is supplied by air: its "unsupplied" marker is removed (§7.4).
us-82-507 is supplied by air: its "unsupplied" marker is removed (§7.4).
--- stderr
