# limber (§15.4): only tow-only guns with a red or yellow MA limber.
cmd: resolve tests/golden/data/s43-limber.csv limber unit=us-inf to=on -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: limber: us-inf is not a tow-only unit with a red or yellow MA (§15.4, §15.41)
