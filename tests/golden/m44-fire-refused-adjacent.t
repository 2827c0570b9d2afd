# fire is a ranged battle: against an adjacent hex the order is assault (B-9).
# Nothing is written.
cmd: resolve tests/golden/data/m44-bcf.csv fire from=0604 to=0605 --seed 7 -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: gb-inf-1 is adjacent: that is a close assault (order assault) (B-9 (base game, not in seed))
