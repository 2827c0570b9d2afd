# Ruling below-1-5=refuse (A11): an attack below 1:5 in round 1 is refused, nothing
# written.
cmd: resolve tests/golden/data/ruling-limbered-aa.csv assault from=3031 to=3131 --dice 1,1,6,6 policy=never loss=top --rule below-1-5=refuse -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: odds 0 vs 6 are below 1:5, and the ruling below-1-5=refuse forbids the attack (A11)
