# land fire=us (§24.11): loss= names us-inf-a, whose beach was not hit: a usage
# error, nothing written.
cmd: resolve tests/golden/data/s43-landing.csv land fire=us --dice 1,3 loss=us-inf-a,us-inf-c -o $TMP/o.csv
status: 64
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: land: loss= names us-inf-a, which takes no step here (not a first-wave unit of a beach hit, or one step each, §24.11)
