# §16.34: drawn=mm1 is not in the building pool: refused, nothing written.
cmd: resolve tests/examples/data/omaha-ga-redeploy-swap.csv german-action sector=east --card '1:fire=blue,red/R,green;target=1' drawn=mm1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: drawn=mm1: not a counter of the building marker exchanged for mm1 (2 there) (§16.34)
