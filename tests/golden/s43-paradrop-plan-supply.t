# paradrop plan= (§26.11 c): a unit in the target hex must be able to be
# supplied: 2050 is joined to no US beach (the supply order's trace, §7.21):
# refused, nothing written.
cmd: resolve tests/golden/data/s43-plan.csv paradrop plan=509-a@2050 -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: paradrop: a unit in 2050 could not be supplied (§26.11 c)
