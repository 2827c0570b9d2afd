# §6.12: a unit leaves a Confusion box only toward a box its side controls.
cmd: resolve tests/examples/data/n44-e6.csv strategic unit=de-2pz path=Le-Mans --tables tests/examples/data/normandie44-tables --dice 3
status: 1
--- stdout
--- stderr
umpire: Orleans is in Confusion: a unit leaves it only toward a box its side controls (§6.12)
