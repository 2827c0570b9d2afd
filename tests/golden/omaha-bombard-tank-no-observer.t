# §8.4: T1 is not in WN 99's field: an observer is needed.
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=tank unit=T1 target=0810 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1'
status: 1
--- stdout
--- stderr
umpire: bombard: T1 is not in the field of fire of WN99: name an infantry observer with observer= (§8.4)
