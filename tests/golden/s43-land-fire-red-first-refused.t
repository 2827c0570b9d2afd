# land fire=us_red (§24.11 d): the US beaches' dice of (d) come before the RED
# beach's (c): refused, nothing written.
cmd: resolve tests/golden/data/s43-landing.csv land fire=us_red --dice 1,1 -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: land: the die of each US beach (fire=us) is rolled before the RED beach's dice (c) (§24.11 d)
