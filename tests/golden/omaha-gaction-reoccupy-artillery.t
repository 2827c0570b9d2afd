# §16.1: e3 has artillery: it is not among the units a Re-occupy draws from: refused.
cmd: resolve tests/examples/data/omaha-ga-reoccupy.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' drawn=e3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: drawn=e3: not a counter of the eliminated WN unit re-occupying 1211 (2 there) (§16.1)
