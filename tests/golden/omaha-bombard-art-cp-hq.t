# §17.3, §11.2: the same barrage when 16 HQ is no CP: A1 and K1 are not next to it:
# refused.
cmd: resolve tests/examples/data/omaha-barrage-cp-hq.csv bombard type=art unit=A1 target=1617 observer=K1 --card '1:fire=blue,red,orange;target=1' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: bombard: the artillery and its observer must be under the command of one HQ (not a General) (§17.3)
