# E7 (§9.82): no attack across a precipice in the Axis phase.
cmd: resolve tests/examples/data/e7.csv assault from=3923 to=4022 --dice 1,1,6,6
status: 1
--- stderr
umpire: assault: no attack across a precipice in the Axis phase (3923) (§9.82)
