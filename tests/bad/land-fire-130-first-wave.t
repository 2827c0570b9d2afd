# land fire=uncle_red (§24.11) with 132 first-wave units on the group's beaches:
# the units past the 64th were silently left out of the choice of the unit that
# takes a step; now past 128 it is bad data (65), nothing written.
cmd: resolve tests/bad/land-fire-130-first-wave.csv land fire=uncle_red --dice 1,1,1 -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: land: more than 128 first-wave units on the beaches of uncle_red (§24.11)
