# E7 (§9.81, §9.82): the infantry company below may not attack across the
# precipice: the order is refused (exit 1) and nothing is written.
cmd: resolve tests/examples/data/e7.csv assault from=4022 to=3923 --dice 1,1,6,6 -o $TMP/out.csv
status: 1
sh: test ! -e "$TMP/out.csv"
--- stderr
umpire: assault: uk-inf-1 cannot attack across the precipice from 4022: only British commandos and US rangers may (§9.81, §9.82)
